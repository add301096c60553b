import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
wrapped = torch.compile(model, backend="eager")  # 返回一个新的包装对象
print(type(wrapped).__name__, list(wrapped.state_dict())[0])

model.compile(backend="eager")  # 原地编译，返回 None
print(type(model).__name__, list(model.state_dict())[0])
print(model(torch.ones(1, 2)).shape)
