import torch
from torch import nn

a = nn.BatchNorm1d(2).half()
b = nn.BatchNorm1d(2).type(torch.float16)  # 所有参数和缓冲区都被转换
print(a.num_batches_tracked.dtype, b.num_batches_tracked.dtype)
