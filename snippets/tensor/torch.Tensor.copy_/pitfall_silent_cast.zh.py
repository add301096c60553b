import torch

probs = torch.tensor([0.2, 0.7, 0.9])
out = torch.zeros(3, dtype=torch.long)   # 缓冲区创建时用错了 dtype
out.copy_(probs)
print(out)                               # 所有值都被截断为 0，没有任何警告
