import torch

# meant: a (3,) tensor of N(0, 1) samples
torch.normal(0.0, 1.0)   # two numbers need size=..., there is no shape to copy
