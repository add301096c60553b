import torch

qkv = torch.zeros(2, 9)
q, k, v = qkv.chunk(3, dim=-1)     # columns of a row-major tensor
print(q.is_contiguous(), q.reshape(-1).shape)
q.view(-1)
