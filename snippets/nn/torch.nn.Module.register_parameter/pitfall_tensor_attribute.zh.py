import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.gain = torch.ones(3, requires_grad=True)  # 只是普通属性，不是参数


model = Scale()
print(len(list(model.parameters())), list(model.state_dict()))
