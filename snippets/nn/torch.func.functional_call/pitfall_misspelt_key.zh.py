import torch
from torch import nn
from torch.func import functional_call

model = nn.Linear(2, 1)
x = torch.ones(1, 2)
replaced = functional_call(model, {"weights": torch.zeros(1, 2)}, (x,))  # 写成了 "weights"，而不是 "weight"
print(torch.equal(replaced, model(x)))  # 实际用的是模块自己的权重
