import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(4, 2)]  # plain list: hidden from the module

    def forward(self, x):
        return self.layers[0](x)


model = Net()
model.to(torch.float64)  # should convert every parameter...
print(model.layers[0].weight.dtype)  # ...but the hidden layer stays float32

model.layers[0](torch.ones(1, 4)).sum().backward()
print(model.layers[0].weight.grad is None)  # False: gradients ARE computed
print(len(list(model.parameters())))  # 0: yet no optimizer will ever see them
