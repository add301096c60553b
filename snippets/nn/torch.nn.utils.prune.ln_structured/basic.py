import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(3, 4, kernel_size=3)

# Remove the half of the output channels (dim=0) with the smallest L2 norm
prune.ln_structured(conv, name="weight", amount=0.5, n=2, dim=0)
print(conv.weight_mask.flatten(1).amax(dim=1))  # 1 = channel kept, 0 = channel zeroed
print(conv.weight.shape)  # the shape does not change

# A Linear layer: dim=1 prunes input features (columns)
fc = nn.Linear(6, 2)
prune.random_structured(fc, name="weight", amount=2, dim=1)  # 2 random columns
print(fc.weight_mask)
