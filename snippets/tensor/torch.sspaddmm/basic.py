import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

raise NotImplementedError("TODO: write the example for torch.sspaddmm; print what the reader should see")
