import torch

z = torch.tensor([complex(-float("inf"), 0.0), 1 + 1j])
print(torch.isinf(z))   # isinf accepts complex input
torch.isneginf(z)       # isneginf does not
