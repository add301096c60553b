import torch
import torch.nn as nn


@torch.jit.interface
class Activation(nn.Module):
    def forward(self, input: torch.Tensor) -> torch.Tensor:  # same argument name as nn.ReLU
        pass


class Net(nn.Module):
    act: Activation  # typed by the interface, not by the first module assigned

    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(x)


scripted = torch.jit.script(Net())
x = torch.tensor([-1.0, 2.0])
print(scripted(x))
scripted.act = torch.jit.script(nn.Tanh())  # swap after scripting
print(scripted(x))
