import torch
from torch import nn

model = nn.Linear(2, 1)
model(torch.ones(1, 2)).sum().backward()
print(model.weight.grad)

model.zero_grad()  # 默认 set_to_none=True
print(model.weight.grad)

model(torch.ones(1, 2)).sum().backward()
model.zero_grad(set_to_none=False)  # 保留梯度张量，只把它填成 0
print(model.weight.grad)
