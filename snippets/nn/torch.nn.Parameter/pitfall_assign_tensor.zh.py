import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(2, 2).to(device)
layer.weight = nn.Parameter(torch.eye(2, device=device))  # 没问题
print(layer.weight)
layer.weight = torch.eye(2, device=device)  # 普通张量不能替换 Parameter
