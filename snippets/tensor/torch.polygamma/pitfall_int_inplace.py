import torch

k = torch.tensor([1, 2, 3])
print(torch.polygamma(1, k))   # out of place: float32
k.polygamma_(1)                # in place on int64 fails
