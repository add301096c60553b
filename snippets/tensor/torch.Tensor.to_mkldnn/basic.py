import torch

x = torch.arange(6.0).reshape(2, 3)
m = x.to_mkldnn()                         # a copy in oneDNN's opaque layout
print(m.layout, m.is_mkldnn, m.shape, m.dtype)

y = torch.relu(m * 2 + m).reshape(3, 2)   # the few ops with oneDNN kernels stay in that layout
print(y.layout)
print(y.to_dense())                       # back to an ordinary strided tensor
print(x.to_mkldnn(torch.bfloat16).dtype)  # an optional dtype converts at the same time
