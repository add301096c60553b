import numpy as np
import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(x.std())                     # sample std: divides by n - 1 (correction=1)
print(x.std(correction=0))         # population std: divides by n
print(np.std(x.numpy()))           # NumPy's default is the population std

batch = torch.tensor([[1.0, 2.0, 3.0],
                      [2.0, 4.0, 6.0]])
print(batch.std(dim=1, keepdim=True))    # per row, shape (2, 1)
print(torch.std_mean(batch, dim=0))      # std and mean in one pass
