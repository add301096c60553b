import torch

print(torch.tril_indices(3, 3).shape)
torch.tril_indices(3)                      # col 是必填的
