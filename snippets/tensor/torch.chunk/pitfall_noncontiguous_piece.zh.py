import torch

qkv = torch.zeros(2, 9)
q, k, v = qkv.chunk(3, dim=-1)     # 行优先张量中的若干列
print(q.is_contiguous(), q.reshape(-1).shape)
q.view(-1)
