import torch

x = torch.arange(5.0)

# trying to reverse a tensor without copying, NumPy style
x.as_strided((5,), (-1,), 4)
