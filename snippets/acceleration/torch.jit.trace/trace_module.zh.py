import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(x)

    def embed(self, x):
        return torch.tanh(self.fc(x))


torch.manual_seed(0)
x = torch.randn(3, 4)
# 每个要追踪的方法给一份示例输入，每个都成为结果模块的方法
traced = torch.jit.trace_module(Net(), {"forward": x, "embed": x})
print(traced.embed.code)
print(tuple(traced.embed(x).shape))
