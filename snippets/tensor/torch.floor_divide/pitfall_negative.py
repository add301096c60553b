import torch

offset = torch.tensor([-7, -3, 5])

print(torch.floor_divide(offset, 2))                  # -4, -2, 2 (floor)
print(torch.div(offset, 2, rounding_mode="trunc"))    # -3, -1, 2 (as in C and older torch)
