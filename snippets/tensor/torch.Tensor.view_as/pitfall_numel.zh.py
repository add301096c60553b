import torch

logits = torch.zeros(4, 10)
labels = torch.zeros(4, dtype=torch.int64)

logits.view_as(labels)   # view_as 不会挑选子形状：元素个数必须一致
