import torch

y = torch.tensor([1.0, 2.0, 4.0, 7.0])

# The second positional argument is x (a tensor); a step must be given as dx=.
torch.cumulative_trapezoid(y, 0.5)
