import torch

batch = torch.zeros(8, 3, 32, 64)           # (N, C, H, W)
# nothing raises: the default dims=(0, 1) rotate batch and channels
print(torch.rot90(batch).shape)
print(torch.rot90(batch, dims=(-2, -1)).shape)
