import torch

a = torch.tensor([0.0, 1.0])
b = torch.tensor([1.0, 0.0])
print(a.bool() | b.bool())        # logical OR on bool
torch.bitwise_or(a, b)            # refused for floating-point tensors
