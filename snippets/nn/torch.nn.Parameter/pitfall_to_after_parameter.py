import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        # .to()/.double()/.cuda() on a Parameter return a plain, non-leaf Tensor when they copy
        self.w = nn.Parameter(torch.ones(3)).to(torch.float64)
        self.b = nn.Parameter(torch.zeros(3, dtype=torch.float64))


net = Net()
print(type(net.w).__name__, net.w.is_leaf)
print([name for name, _ in net.named_parameters()])  # "w" is missing
