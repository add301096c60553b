import torch

x = torch.zeros(2, 3)

print(x.shape == [2, 3])          # False: a tuple never equals a list
print(x.shape == (2, 3))          # True
print(list(x.shape) == [2, 3])    # True
