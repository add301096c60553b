import torch

torch.manual_seed(0)
print(torch.empty(6, dtype=torch.int64).random_(10))       # one argument is the end: [0, 10)
print(torch.empty(6, dtype=torch.int64).random_(-3, 3))    # [from, to)
print(torch.empty(4, dtype=torch.uint8).random_())         # no bounds: the whole dtype range
print(torch.empty(4, dtype=torch.bool).random_())          # True / False

g = torch.Generator().manual_seed(0)
print(torch.empty(3).random_(0, 6, generator=g) + 1)      # dice rolls, stored as float
