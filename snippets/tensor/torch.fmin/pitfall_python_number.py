import torch

x = torch.tensor([0.2, float('nan'), 0.9])
print(torch.fmin(x, torch.tensor(0.5)))
torch.fmin(x, 0.5)
