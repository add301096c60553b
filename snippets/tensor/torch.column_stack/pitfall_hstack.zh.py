import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])

print(torch.hstack((a, b)))          # 一维输入首尾相接
print(torch.column_stack((a, b)))    # 一维输入变成列
