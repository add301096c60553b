import torch

x = torch.tensor([-1.0, 0.0, 1.0])
torch.heaviside(x, 0.5)              # values 必须是张量，不能是 Python 数
