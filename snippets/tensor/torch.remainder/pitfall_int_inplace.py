import torch

steps = torch.tensor([5, 12, 20])
print(torch.remainder(steps, 7.5))   # out of place: promoted to float32
steps.remainder_(7.5)                # in place: the float result cannot go back into int64
