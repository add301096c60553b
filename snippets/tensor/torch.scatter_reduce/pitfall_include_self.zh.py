import torch

logits = torch.tensor([-2.0, -0.5, -1.0, -3.0])
segment = torch.tensor([0, 0, 1, 1])
# 不会报错：初始的 0 比所有负数都大
print(torch.zeros(2).scatter_reduce(0, segment, logits, reduce="amax"))
print(torch.zeros(2).scatter_reduce(0, segment, logits, reduce="amax", include_self=False))
