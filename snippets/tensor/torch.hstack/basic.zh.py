import torch

a = torch.tensor([[1], [2], [3]])
b = torch.tensor([[4, 5], [6, 7], [8, 9]])
print(torch.hstack([a, b]))                # 二维：沿第 1 维拼接 -> (3, 3)

x = torch.tensor([1, 2])
y = torch.tensor([3, 4, 5])
print(torch.hstack((x, y)))                # 一维：首尾相接 -> (5,)

print(torch.column_stack([x, torch.tensor([7, 8])]))   # 改为把一维张量当作列
