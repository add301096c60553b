import torch

a = torch.zeros(2, 3)
b = torch.ones(2, 3)
both = torch.cat(a, b)  # cat 接收的是一个张量序列
