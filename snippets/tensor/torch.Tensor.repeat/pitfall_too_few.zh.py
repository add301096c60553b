import torch

m = torch.ones(2, 3)
print(m.tile(2).shape)      # tile 对缺少的前导倍数默认取 1
m.repeat(2)                 # repeat 要求每个维度（至少）给出一个倍数
