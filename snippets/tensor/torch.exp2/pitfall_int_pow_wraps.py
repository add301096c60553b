import torch

bits = torch.tensor([10, 62, 63, 64])

print(2 ** bits)                 # stays int64 and wraps around silently
print(torch.exp2(bits))          # float32: no wrap-around (rounded at large values)
