import torch

model = torch.nn.Linear(4, 1)
# 本意：符号不变时步长乘 1.2，符号翻转时乘 0.5
opt = torch.optim.Rprop(model.parameters(), etas=(1.2, 0.5))
