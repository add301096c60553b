import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(4, 2).to(device)
params = model.parameters()  # 是生成器，不是 list
print("count:", sum(1 for _ in params))  # 把它消耗掉了
print("second pass:", sum(1 for _ in params))  # 0
torch.optim.SGD(params, lr=0.1)
