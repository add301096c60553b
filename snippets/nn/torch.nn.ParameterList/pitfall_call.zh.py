import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

params = nn.ParameterList([torch.ones(2), torch.ones(2)]).to(device)
x = torch.ones(2, device=device)
print(sum(p * x for p in params))  # 自己遍历它
params(x)
