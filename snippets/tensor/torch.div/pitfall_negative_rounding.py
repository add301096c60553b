import torch

offset = torch.tensor([-7, -1, 5])

print(offset // 2)                                    # floor: -4, -1, 2
print(torch.div(offset, 2, rounding_mode="trunc"))    # toward zero: -3, 0, 2 (C, Java, int(x / y))
