import torch
import torch.nn as nn


@torch.jit.interface
class Activation(nn.Module):
    def forward(self, input: torch.Tensor) -> torch.Tensor:  # 参数名与 nn.ReLU 的相同
        pass


class Net(nn.Module):
    act: Activation  # 类型由接口决定，而不是由第一次赋值的模块决定

    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(x)


scripted = torch.jit.script(Net())
x = torch.tensor([-1.0, 2.0])
print(scripted(x))
scripted.act = torch.jit.script(nn.Tanh())  # script 之后替换
print(scripted(x))
