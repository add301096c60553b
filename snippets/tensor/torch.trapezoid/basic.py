import torch

y = torch.tensor([1.0, 2.0, 3.0])
# unit spacing: (1 + 2) / 2 + (2 + 3) / 2
print(torch.trapezoid(y))
# a constant spacing is given as dx=, by keyword
print(torch.trapezoid(y, dx=0.5))
# uneven sample points as x
print(torch.trapezoid(y, torch.tensor([0.0, 1.0, 3.0])))
print(torch.trapz(y, torch.tensor([0.0, 1.0, 3.0])))    # the older name
# integrates along the last dim by default: one result per row
print(torch.trapezoid(torch.tensor([[0.0, 1.0], [2.0, 2.0]])))
# the running integral: cumulative_trapezoid
print(torch.cumulative_trapezoid(y))
