import torch

square = torch.tensor([[1.0, 3.0],
                       [1.0, 1.0]])
# meant: each row divided by its own total
print(square / square.sum(dim=1))                 # silently divides by the wrong totals
print(square / square.sum(dim=1, keepdim=True))   # rows now sum to 1

wide = torch.arange(6.0).reshape(2, 3)
wide / wide.sum(dim=1)                            # (2, 3) / (2,): shapes do not line up
