import torch
from torch import nn

a = nn.BatchNorm1d(2).half()
b = nn.BatchNorm1d(2).type(torch.float16)  # casts every parameter and buffer
print(a.num_batches_tracked.dtype, b.num_batches_tracked.dtype)
