import torch

pred = torch.tensor([1, 0, 2, 2])
target = torch.tensor([1, 0, 1, 2])
accuracy = (pred == target).mean()  # 比较的结果是 bool 张量
