import torch

base = torch.zeros(1000)
big = base.expand(64, 1000)               # a view with stride 0 on dim 0
print(big.numel())                        # logical elements
print(big.untyped_storage().nbytes() // big.element_size())   # elements really stored
