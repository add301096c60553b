import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4), nn.Linear(4, 2)])

    def forward(self, x):
        for layer in self.layers:  # ModuleList 自己没有 forward：要逐个调用其中的模块
            x = layer(x)
        return x


print(Net()(torch.ones(1, 4)).shape)
