import torch

counts = [torch.tensor([4, 9]), torch.tensor([16])]   # int64

print(torch._foreach_sqrt(counts))     # out of place: float32 results
torch._foreach_sqrt_(counts)           # in place: float results cannot go back into int64
