import torch
from torch import nn

torch.manual_seed(0)
pool = nn.FractionalMaxPool2d(3, output_ratio=0.5)
x = torch.randn(1, 2, 10, 10)

pool.eval()
print(torch.equal(pool(x), pool(x)))  # still random in eval mode
