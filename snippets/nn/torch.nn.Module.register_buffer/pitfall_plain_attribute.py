import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.factor = torch.tensor([2.0, 3.0])  # a plain attribute, not a buffer
        self.register_buffer("offset", torch.tensor([1.0, 1.0]))

    def forward(self, x):
        return x @ torch.diag(self.factor) + self.offset


m = Scale().to(torch.float64)  # the same happens to the device with .to("cuda")
print(m.factor.dtype, m.offset.dtype)  # the plain tensor was left behind
print(list(m.state_dict()))             # and is not saved either
m(torch.ones(1, 2, dtype=torch.float64))
