import torch

x = torch.tensor([-1.0, 0.2, 1.0])
print(torch.nn.Hardshrink(-0.5)(x))  # Hardshrink accepts it and lets everything through
torch.nn.Softshrink(-0.5)(x)
