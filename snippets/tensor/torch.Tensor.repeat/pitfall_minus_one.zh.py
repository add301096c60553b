import torch

x = torch.ones(1, 3)
print(x.expand(4, -1).shape)   # expand：-1 表示保持该维大小
x.repeat(4, -1)                # repeat：参数是重复次数，-1 无效
