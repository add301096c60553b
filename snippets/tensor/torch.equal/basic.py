import torch

a = torch.tensor([1.0, 2.0, 3.0])

print(torch.equal(a, torch.tensor([1.0, 2.0, 3.0])))   # same shape, same values: True
print(torch.equal(a, torch.tensor([[1.0, 2.0, 3.0]])))  # shape (1, 3) vs (3,): False, no broadcasting
print(type(torch.equal(a, a)))                          # a Python bool, not a tensor

print(torch.equal(a, torch.tensor([1, 2, 3])))          # dtypes differ, values equal: True here
print(a.dtype == torch.tensor([1, 2, 3]).dtype)         # compare dtypes yourself if they matter

print((a == torch.tensor([1.0, 0.0, 3.0])))             # == is element-wise instead
