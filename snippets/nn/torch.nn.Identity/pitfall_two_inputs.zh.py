import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.ones(2, device=device)
nn.Identity()(a, a)  # forward 只接受一个输入
