import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(torch.vstack([a, b]))              # 一维张量变成行：(2, 3)

block = torch.zeros(2, 3, dtype=torch.int64)
print(torch.vstack((a, block)).shape)    # 在 (2, 3) 的块上方放一行

print(torch.vstack([torch.zeros(2, 3, 4), torch.ones(1, 3, 4)]).shape)  # 三维：沿第 0 维拼接
print(torch.row_stack([a, b]).shape)     # 同一个函数的另一个名字
