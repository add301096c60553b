import torch

weights = torch.tensor([1.0, 2.0, 3.0])

flipped = torch.conj_physical(weights)  # real input: returns weights itself
flipped.mul_(-1)

print(weights)
