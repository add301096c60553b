import torch
from torch import nn

model = nn.Linear(2, 1).requires_grad_(False)
loss = model(torch.ones(3, 2)).sum()
loss.backward()  # 计算图中没有任何需要梯度的张量
