import torch

a = torch.tensor([1.0, 1.0001, 1.1, float("nan")])
b = torch.tensor([1.0, 1.0, 1.0, float("nan")])

print(torch.isclose(a, b))  # |a - b| <= atol + rtol * |b|, element by element
print(torch.isclose(a, b, rtol=1e-3))
print(torch.isclose(a, b, equal_nan=True))

# Which elements of a result are off.
print(torch.nonzero(~torch.isclose(a, b, equal_nan=True)).flatten())
