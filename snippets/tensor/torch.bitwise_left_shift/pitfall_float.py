import torch

scale = torch.tensor([1.0, 2.0])
print(scale * 2 ** 3)          # multiply floats by a power of two instead
scale << 3                     # shifts are refused for floating-point tensors
