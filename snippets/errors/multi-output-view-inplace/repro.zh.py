import torch

torch.manual_seed(0)
proj = torch.nn.Linear(4, 12)
qkv = proj(torch.randn(2, 4))
q, k, v = qkv.chunk(3, dim=-1)  # 一次返回三个视图
q.mul_(0.5)  # 原地缩放 queries
