import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
weight = model[0].weight
same = model.half()  # 原地转换，返回模块自身

print(same is model, weight is model[0].weight)  # Parameter 对象还是原来那些
print({name: t.dtype for name, t in model.state_dict().items()})
print(model.float()[0].weight.dtype, model.double()[0].weight.dtype, model.bfloat16()[0].weight.dtype)
