import torch

weights = torch.tensor([0.0, 0.7, 0.0])

print(torch.logical_not(weights))   # True where the weight is zero
~weights                            # ~ is bitwise not: floats are rejected
