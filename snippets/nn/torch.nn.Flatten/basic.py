import torch

torch.manual_seed(0)
x = torch.randn(4, 3, 5, 5)  # (N, C, H, W)

print(torch.nn.Flatten()(x).shape)  # start_dim=1: keeps the batch dim
print(torch.nn.Flatten(start_dim=2)(x).shape)  # only H and W merged
print(torch.flatten(x).shape)  # the function defaults to start_dim=0: batch merged too
print(torch.flatten(x, 1).shape)  # same as nn.Flatten()

flat = torch.nn.Flatten()(x)
print(flat._base is x)  # a view when the input is contiguous, no copy
