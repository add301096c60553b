import torch

steps = torch.tensor([3, 1, 4])                  # int64
print(torch.copysign(steps, -1))                 # out-of-place: float32 result
steps.copysign_(-1)                              # the float result cannot go back into int64
