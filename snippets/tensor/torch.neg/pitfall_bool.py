import torch

visible = torch.tensor([True, False, True])

print(~visible)          # invert a bool mask
hidden = -visible        # negation is not defined for bool
