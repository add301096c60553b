import torch

torch.manual_seed(0)
w = torch.empty(4).random_()     # expected values in [0, 1)?
print(w)                         # whole numbers up to 2**24
print(torch.empty(4).uniform_()) # uniform_ gives [0, 1)
