import torch

x = torch.arange(6.0).reshape(2, 3)
print(x[:, -1])                               # normal indexing wraps -1 to the last column
print(x.gather(1, torch.tensor([[-1], [-1]]) % x.size(1)))   # wrap by hand for gather
x.gather(1, torch.tensor([[-1], [-1]]))       # gather does not wrap negative indices
