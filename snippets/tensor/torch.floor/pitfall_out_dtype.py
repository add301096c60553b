import torch

x = torch.tensor([1.2, 3.7])
buf = torch.empty(2, dtype=torch.long)

torch.floor(x, out=buf)      # floor does not cast into an integer out tensor
