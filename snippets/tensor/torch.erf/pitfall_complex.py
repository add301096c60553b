import torch

z = torch.tensor([0.5 + 0.5j, 1.0 + 0.0j])
print(torch.erf(z.real))
torch.erf(z)
