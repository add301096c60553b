import torch

p_drop = 0.5
torch.bernoulli(p_drop)   # expects a tensor of probabilities, not a number
