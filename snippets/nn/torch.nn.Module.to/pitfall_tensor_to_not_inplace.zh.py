import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(3, 2).to(device)
model.to(torch.float64)  # 没问题：模块是原地转换的

x = torch.ones(4, 3, device=device)
x.to(torch.float64)  # 结果被丢弃了：x 仍是 float32
print(x.dtype)
model(x)
