import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1))
model[0].requires_grad_(False)  # 冻结第一层

trainable = [name for name, p in model.named_parameters() if p.requires_grad]
print(trainable)
opt = torch.optim.SGD((p for p in model.parameters() if p.requires_grad), lr=0.1)

model(torch.ones(3, 2)).sum().backward()
print(model[0].weight.grad, model[2].weight.grad.shape)
