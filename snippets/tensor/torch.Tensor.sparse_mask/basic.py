import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

raise NotImplementedError("TODO: write the example for torch.Tensor.sparse_mask; print what the reader should see")
