import torch

x = torch.arange(5.0)

# 试图像 NumPy 那样不复制就反转张量
x.as_strided((5,), (-1,), 4)
