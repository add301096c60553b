import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

skip = nn.Identity()
x = torch.zeros(3, device=device)
y = skip(x)
print(y is x)  # 不复制
y += 1  # x 也会被修改
print(x)
