import torch

counts = torch.tensor([4, 16, 25])

print(counts.rsqrt())        # out of place: a new float32 tensor
counts.rsqrt_()              # in place: a float result cannot go back into int64
