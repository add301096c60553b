import numpy as np
import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 2.0, 2.0, 2.0]])

print(x.var())                          # all elements, divides by n - 1
print(x.var(dim=1))                     # per row (sample variance)
print(x.var(dim=1, correction=0))       # population variance: divides by n
print(np.var(x.numpy(), axis=1))        # NumPy's default is the population variance
print(x.var(dim=1, keepdim=True).shape)

var, mean = torch.var_mean(x, dim=1)    # both in one pass
print(var, mean)
