import torch

print(torch.randperm(200, dtype=torch.uint8).max())   # fits: 0..199
torch.randperm(300, dtype=torch.uint8)                # 299 does not fit in uint8
