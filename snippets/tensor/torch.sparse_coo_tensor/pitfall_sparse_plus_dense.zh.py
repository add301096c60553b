import torch

s = torch.sparse_coo_tensor([[0, 1], [1, 0]], [1.0, 2.0], (2, 2))
bias = torch.ones(2, 2)
print(bias + s)      # 稠密 + 稀疏：结果是稠密的
s + bias             # 稀疏 + 稠密会被拒绝
