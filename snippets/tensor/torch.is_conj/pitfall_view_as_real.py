import torch

z = torch.tensor([1 + 2j, 3 - 1j]).conj()
print(torch.is_conj(z))
if torch.is_conj(z):
    print(torch.view_as_real(z.resolve_conj()))   # resolve first: a copy
torch.view_as_real(z)                             # refused while the bit is set
