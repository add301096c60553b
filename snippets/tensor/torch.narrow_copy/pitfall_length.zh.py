import torch

x = torch.arange(10)
print(x.narrow_copy(0, 8, 2))       # 第三个参数是长度，不是终点
x.narrow_copy(0, 8, 10)             # 当成了终点下标
