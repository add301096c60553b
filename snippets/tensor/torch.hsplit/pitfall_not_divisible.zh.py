import torch

x = torch.arange(12).reshape(2, 6)
print([p.shape for p in torch.tensor_split(x, 4, dim=1)])   # 允许不等分
torch.hsplit(x, 4)
