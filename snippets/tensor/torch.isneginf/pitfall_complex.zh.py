import torch

z = torch.tensor([complex(-float("inf"), 0.0), 1 + 1j])
print(torch.isinf(z))   # isinf 接受复数
torch.isneginf(z)       # isneginf 不接受
