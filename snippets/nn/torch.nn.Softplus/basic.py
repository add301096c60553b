import torch
import torch.nn.functional as F

x = torch.tensor([-20.0, -1.0, 0.0, 1.0, 100.0])

print(torch.nn.Softplus()(x))  # log(1 + exp(x)): smooth, always positive
print(torch.log(1 + torch.exp(x)))  # the naive formula: 0 underflow and inf overflow

# beta sharpens the curve; above threshold / beta the input is returned as is
print(F.softplus(torch.tensor([1.0]), beta=2.0))
print(F.softplus(torch.tensor([25.0]), threshold=20.0))
print(F.softplus(x)[0].item() > 0, torch.log(1 + torch.exp(x))[0].item() > 0)  # tiny but positive vs 0
