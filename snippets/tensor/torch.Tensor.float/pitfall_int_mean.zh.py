import torch

correct = torch.tensor([1, 0, 1, 1])     # int64，例如来自 (pred == y).long()
print(correct.float().mean())
correct.mean()                           # mean 需要浮点数据类型
