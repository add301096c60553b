import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.gain = torch.ones(3, requires_grad=True)  # an attribute, not a parameter


model = Scale()
print(len(list(model.parameters())), list(model.state_dict()))
