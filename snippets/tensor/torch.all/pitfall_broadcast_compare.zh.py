import torch

pred = torch.tensor([1, 2, 1])           # (3,)
target = torch.tensor([[1], [2], [1]])   # (3, 1)，例如标签被读成了一列

same = pred == target
print(same.shape)                         # 广播到 (3, 3)：两两都做了比较
print(same.all())                         # 标签明明一致，结果却是 False
print((pred == target.squeeze(1)).all())  # 用 (3,) 与 (3,) 比较
