import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Add(nn.Module):
    def forward(self, a, b):
        return a + b


model = nn.Sequential(Add(), nn.ReLU()).to(device)
a = torch.ones(2, device=device)
model(a, a)  # Sequential.forward 只接受一个输入
