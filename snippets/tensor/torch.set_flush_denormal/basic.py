import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

raise NotImplementedError("TODO: write the example for torch.set_flush_denormal; print what the reader should see")
