import torch

signal = torch.tensor([1.0, 2.0, 3.0])   # real, e.g. after a real-valued model
print(signal.real)                       # real works on real tensors
signal.imag                              # imag does not
