import torch

x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
# 只合并相邻的重复值；1 和 2 之后还会再出现
print(torch.unique_consecutive(x))
# 游程编码：值和每段的长度
values, counts = x.unique_consecutive(return_counts=True)
print(values, counts)
print(torch.repeat_interleave(values, counts))    # 解码回原序列
# inverse 给出每个元素属于第几段
print(torch.unique_consecutive(x, return_inverse=True)[1])
# dim=0 时比较整行
rows = torch.tensor([[1, 1], [1, 1], [2, 3]])
print(torch.unique_consecutive(rows, dim=0))
