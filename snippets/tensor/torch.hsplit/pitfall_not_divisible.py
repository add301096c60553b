import torch

x = torch.arange(12).reshape(2, 6)
print([p.shape for p in torch.tensor_split(x, 4, dim=1)])   # uneven parts allowed
torch.hsplit(x, 4)
