import torch

freqs = torch.tensor([10, 100, 1000])

print(freqs.log10())         # a new float32 tensor
freqs.log10_()               # in place into int64: refused
