import torch

labels = torch.tensor([2, 0, 3])     # 形状 (3,)
one_hot = torch.zeros(3, 4)

one_hot.scatter_(1, labels, 1.0)     # index 的形状需要是 (3, 1)，和输入一样是 2 维
