import torch
import torch.nn as nn


@torch.jit.interface
class Activation(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:  # nn.ReLU 里这个参数叫 `input`
        pass


class Net(nn.Module):
    act: Activation

    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(x)


torch.jit.script(Net())
