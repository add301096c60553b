import torch
from torch import nn
from torch.nn.utils import parameters_to_vector

torch.manual_seed(0)
model = nn.Linear(3, 2)

vec = parameters_to_vector(model.parameters())
with torch.no_grad():
    vec.zero_()  # 本意是把模型清零
print(model.bias)  # 没有变化：vec 是副本
