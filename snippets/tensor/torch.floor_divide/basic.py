import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
print(torch.floor_divide(a, b))                  # rounds toward -inf
print(a // b)                                    # the same as //
print(torch.div(a, b, rounding_mode="trunc"))    # truncation, for comparison
print(torch.floor_divide(torch.tensor([-7.5, 7.5]), 2))   # floats are floored too
