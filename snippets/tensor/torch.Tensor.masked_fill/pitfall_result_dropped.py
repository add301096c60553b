import torch

x = torch.tensor([1.0, -2.0, 3.0])
x.masked_fill(x < 0, 0.0)        # returns a new tensor, which is thrown away
print(x)
x = x.masked_fill(x < 0, 0.0)    # assign it, or use masked_fill_
print(x)
