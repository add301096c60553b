import torch

x = torch.ones(2, 3)
print(x.expand(4, 2, 3).shape)
x.expand(3)                 # 给出的大小必须覆盖所有已有维度
