import torch
import torch.nn as nn
from torch.export import Dim


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(x.flatten(0, 1))  # 尺寸跟随输入


ep = torch.export.export(Head(), (torch.ones(2, 4, 4),), dynamic_shapes={"x": {0: Dim("batch")}})
print(ep.module()(torch.ones(5, 4, 4)).shape)
