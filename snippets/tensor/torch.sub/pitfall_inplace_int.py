import torch

steps = torch.tensor([10, 20])         # int64

print(steps - 0.5)                     # out of place: promoted to float32
steps.sub_(0.5)                        # in place: the float result cannot be stored in int64
