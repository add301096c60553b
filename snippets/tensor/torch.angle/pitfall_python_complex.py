import torch

z = 1 + 1j
print(torch.angle(torch.tensor(z)))
torch.angle(z)
