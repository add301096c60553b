import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3)
w = torch.randn(3, 3)  # square: both layouts "fit", so nothing raises

print(torch.allclose(F.linear(x, w), x @ w))  # not x @ w ...
print(torch.allclose(F.linear(x, w), x @ w.T))  # ... but x @ w.T
