import torch

seq = torch.arange(5)
print(seq.flip(0))         # the way to reverse a tensor
seq[::-1]                  # NumPy-style negative step is not supported
