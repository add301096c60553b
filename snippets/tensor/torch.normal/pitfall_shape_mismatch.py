import torch

mean = torch.zeros(2, 3)
std = torch.ones(6)            # same number of elements, different shape
print(mean.numel() == std.numel())
torch.normal(mean, std)        # the shapes are broadcast, not matched by element count
