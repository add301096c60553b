import torch

counts = torch.tensor([0, 10, 100])
print(torch.asinh(counts))       # out of place: a new float32 tensor
counts.asinh_()                  # in place on int64: refused
