import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12.0, device=device).view(3, 4)     # batch of 3, 4 features
weight = torch.ones(2, 4, device=device)              # (out, in) like nn.Linear
bias = torch.tensor([0.5, -0.5], device=device)       # broadcast to (3, 2)

out = torch.addmm(bias, x, weight.t())                # bias + x @ weight.T
print(out)
print(torch.allclose(out, F.linear(x, weight, bias)))

# beta scales input, alpha scales the product
print(torch.addmm(bias, x, weight.t(), beta=0.0, alpha=0.5))
