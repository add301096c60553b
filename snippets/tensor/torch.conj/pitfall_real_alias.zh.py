import torch

weights = torch.tensor([1.0, 2.0, 3.0])

flipped = torch.conj_physical(weights)  # 实数输入：返回 weights 本身
flipped.mul_(-1)

print(weights)
