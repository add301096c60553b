import torch

x = torch.tensor([1.0, 2.0, 3.0])
print(torch.pow(x, 2), x ** 2)                 # same operation
print(x.pow(torch.tensor([0.0, 1.0, 2.0])))    # element-wise exponents (broadcast)
print(torch.pow(2, torch.tensor([1, 2, 3])))   # scalar base, tensor exponent

counts = torch.tensor([2, 3])                  # int64
print(counts ** 2)                             # int ** int stays int64
print(counts ** 0.5)                           # a float exponent gives float32
print(counts.float() ** -1)                    # negative powers need a float tensor
