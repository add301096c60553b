import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(torch.quantile(x, torch.tensor([0.05, 0.95])))   # q as a tensor works
torch.quantile(x, [0.05, 0.95])                        # a Python list does not
