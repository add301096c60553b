import torch

# 在仅 CPU 的 torch 构建上写死了 .cuda()。
x = torch.zeros(3)
x = x.cuda()
