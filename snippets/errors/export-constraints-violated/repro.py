import torch
import torch.nn as nn
from torch.export import Dim


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):  # x: [batch, 4, 4]
        return self.fc(x.view(8, 4))  # 8 = 2 * 4 only holds for the example's batch of 2


ep = torch.export.export(Head(), (torch.ones(2, 4, 4),), dynamic_shapes={"x": {0: Dim("batch")}})
