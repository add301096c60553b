import torch

x = torch.tensor([[1, 2], [3, 4]])
counts = torch.tensor([1, 2, 3])               # 多了一个次数
print(x.repeat_interleave(counts[:2], dim=0).shape)
x.repeat_interleave(counts, dim=0)
