import torch

a = torch.tensor([1.0, 2.0])
print(torch.igamma(a, torch.tensor(2.0)))   # a 0-d tensor broadcasts
torch.igamma(a, 2.0)                        # a Python number is refused
