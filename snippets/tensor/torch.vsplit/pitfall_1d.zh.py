import torch

v = torch.arange(6)
print(torch.tensor_split(v, 2))     # 一维张量：用 tensor_split 或 chunk
torch.vsplit(v, 2)
