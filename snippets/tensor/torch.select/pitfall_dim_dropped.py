import torch

x = torch.arange(12.0).reshape(3, 4)
first_col = x.select(1, 0)               # shape (3,): the column dimension is gone

print(x - x.narrow(1, 0, 1))             # (3, 4) - (3, 1) broadcasts per row
x - first_col                            # (3, 4) - (3,) lines 3 up against 4
