import torch

z = torch.tensor([3 + 4j, -1j])

print(torch.sgn(z))          # unit-magnitude direction of each complex value
torch.sign(z)                # sign is for real numbers only
