import torch
import torch.nn.functional as F

x = torch.tensor([[1.0, 2.0, 0.0, 10.0]])  # first half a, second half b
print(F.glu(x, dim=-1))  # a * sigmoid(b): output is half as wide
a, b = x.chunk(2, dim=-1)
print(torch.allclose(F.glu(x), a * torch.sigmoid(b)))

# a GLU feed-forward block: project to 2 * hidden, then gate
proj = torch.nn.Linear(8, 2 * 16)
print(F.glu(proj(torch.randn(4, 8)), dim=-1).shape)
print(torch.nn.GLU(dim=1)(torch.randn(2, 6, 5)).shape)  # module form, here over channels
