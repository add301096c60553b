import torch

a = torch.tensor([100.0])
b = torch.tensor([110.0])

# The relative tolerance is measured against `other`, the second argument.
print(torch.isclose(a, b, rtol=0.095, atol=0))
print(torch.isclose(b, a, rtol=0.095, atol=0))
