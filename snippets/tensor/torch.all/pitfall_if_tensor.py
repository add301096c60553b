import torch

probs = torch.tensor([0.2, 0.5, 0.3])

if (probs >= 0).all():              # reduce to one value first
    print("valid")
if probs >= 0:                      # a 3-element bool tensor has no single truth value
    print("valid")
