import torch

a = torch.tensor([True, True, False, False])
b = torch.tensor([True, False, True, False])
print(torch.logical_xor(a, b))   # True where exactly one is True
print(a ^ b, a != b)             # on bool tensors these agree

# non-bool inputs count as "nonzero is True"
x = torch.tensor([0, 1, 2, 0])
y = torch.tensor([0.0, 0.0, 0.5, 3.0])
print(torch.logical_xor(x, y))
