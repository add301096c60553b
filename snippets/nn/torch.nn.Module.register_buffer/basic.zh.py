import torch
from torch import nn


class Normalize(nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        self.register_buffer("mean", torch.tensor(mean))
        self.register_buffer("std", torch.tensor(std))
        self.register_buffer("calls", torch.tensor(0), persistent=False)

    def forward(self, x):
        self.calls += 1
        return (x - self.mean) / self.std


m = Normalize([0.5, 0.5], [0.25, 0.5])
print(m(torch.tensor([1.0, 1.0])))
print([name for name, _ in m.named_buffers()])  # 三个缓冲区都在
print(list(m.state_dict()))                      # 只有持久缓冲区
print(list(m.parameters()))                      # 缓冲区不是参数

m = m.to(torch.float64)  # 浮点缓冲区随 .to() 转换；int64 的计数器保持原类型
print(m.mean.dtype, m.calls.dtype)
