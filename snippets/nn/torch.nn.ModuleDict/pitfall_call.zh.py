import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

branches = nn.ModuleDict({"relu": nn.ReLU(), "tanh": nn.Tanh()}).to(device)
x = torch.tensor([-1.0, 1.0], device=device)
print(branches["tanh"](x))  # 先索引，再调用
branches(x)
