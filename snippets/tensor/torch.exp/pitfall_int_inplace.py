import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

steps = torch.tensor([0, 1, 2], device=device)  # int64

print(torch.exp(steps))  # out-of-place: float32 result
steps.exp_()             # in place: the float result cannot go back into int64
