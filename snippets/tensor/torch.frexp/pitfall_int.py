import torch

counts = torch.tensor([1, 6, 40])
print(torch.frexp(counts.float()))           # convert first
torch.frexp(counts)                          # integers are rejected
