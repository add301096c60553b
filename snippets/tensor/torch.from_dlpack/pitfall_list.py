import torch

# a list has no __dlpack__, so it is taken for a capsule
torch.from_dlpack([1, 2, 3])
