import torch

def count_per_sample(x):
    return torch.count_nonzero(x, dim=(1, -1))   # 为 (N, C, L) 输入编写

print(count_per_sample(torch.ones(2, 3, 4)))
count_per_sample(torch.ones(2, 3))               # 对二维输入，1 和 -1 是同一个维度
