import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(x.var(correction=0))      # the torch name for NumPy's ddof
x.var(ddof=0)                   # NumPy's keyword is not accepted
