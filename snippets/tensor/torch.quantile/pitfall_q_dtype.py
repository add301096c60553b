import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64)
q = torch.tensor([0.1, 0.9])                 # float32 by default

print(torch.quantile(x, q.to(x.dtype)))      # match the input's dtype
torch.quantile(x, q)
