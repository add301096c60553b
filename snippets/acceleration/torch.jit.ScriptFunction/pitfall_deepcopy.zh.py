import copy

import torch
import torch.nn as nn


@torch.jit.script
def fused_gelu(x: torch.Tensor) -> torch.Tensor:
    return x * 0.5 * (1.0 + torch.erf(x / 1.41421))


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
        self.act = fused_gelu  # 把 ScriptFunction 存成属性

    def forward(self, x):
        return self.act(self.fc(x))


model = Block()
print(model(torch.ones(1, 4)).shape)  # 即时执行没有问题
ema_model = copy.deepcopy(model)  # deepcopy（以及 torch.save）会 pickle 每个属性
