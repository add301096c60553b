import torch

counts = torch.tensor([10, 20])
torch.addcdiv(counts, torch.tensor([1, 1]), torch.tensor([2, 3]))   # integer tensors are refused
