import torch

x = torch.randn(2, 3, dtype=torch.float64)
print(torch.ones(x.shape).dtype)    # only the shape is taken: float32
print(torch.ones_like(x).dtype)     # shape, dtype and device of x
