import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(4, 4), nn.Linear(4, 2)]  # 普通 list：不会被注册

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


model = Net().to(device)
print(len(list(model.parameters())))  # 0
print(list(model.state_dict().keys()))  # []
torch.optim.SGD(model.parameters(), lr=0.1)
