import torch
from torch import nn

layer = nn.Linear(3, 3, bias=False)

with torch.no_grad():
    layer.weight.fill_diagonal_(0.0)          # 在 autograd 之外没问题
print(layer.weight.diagonal())

layer.weight.fill_diagonal_(0.0)              # 对需要梯度的叶子张量做原地操作
