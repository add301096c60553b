import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = [nn.Parameter(torch.randn(3)) for _ in range(2)]  # 普通 list


net = Net()
print(len(list(net.parameters())))
torch.optim.Adam(net.parameters(), lr=1e-3)
