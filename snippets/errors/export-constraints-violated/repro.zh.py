import torch
import torch.nn as nn
from torch.export import Dim


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):  # x: [batch, 4, 4]
        return self.fc(x.view(8, 4))  # 8 = 2 * 4 只对示例输入的批次大小 2 成立


ep = torch.export.export(Head(), (torch.ones(2, 4, 4),), dynamic_shapes={"x": {0: Dim("batch")}})
