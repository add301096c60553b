import torch

planes = [torch.zeros(28, 28), torch.ones(28, 28), torch.ones(28, 28)]

print(torch.dstack(planes).shape)          # channels last: (H, W, C)
print(torch.stack(planes).shape)           # channels first, what conv layers expect: (C, H, W)
