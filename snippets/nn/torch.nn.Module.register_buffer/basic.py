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
print([name for name, _ in m.named_buffers()])  # all three buffers
print(list(m.state_dict()))                      # only the persistent ones
print(list(m.parameters()))                      # buffers are not parameters

m = m.to(torch.float64)  # floating-point buffers follow .to(); the int64 counter keeps its dtype
print(m.mean.dtype, m.calls.dtype)
