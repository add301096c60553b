import torch

x = torch.ones(2, 3)
print(x.new_zeros(x.shape).shape)    # 传形状：没问题
x.new_zeros(x)                       # 张量本身不是大小
