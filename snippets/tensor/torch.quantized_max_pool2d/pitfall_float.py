import torch

x = torch.randn(1, 3, 8, 8)  # an ordinary float tensor

# Only quantized tensors are accepted; use F.max_pool2d for float input
torch.quantized_max_pool2d(x, kernel_size=[2, 2])
