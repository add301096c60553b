import torch

x = torch.tensor([0, 3, 0, 5, 7])
# 总是 `size` 行：多出的行用 fill_value（-1）填充
print(torch.nonzero_static(x, size=5))
# 行数不够：结果被截断
print(x.nonzero_static(size=2))
# 二维输入：每个非零元素一行坐标
print(torch.nonzero_static(torch.tensor([[1, 0], [0, 1]]), size=3, fill_value=9))
