import math

import torch

x = torch.tensor([-1.5, -0.2, 0.0, 0.7, 2.0])

print(torch.ceil(x))                           # toward plus infinity; note -0.
print(x.ceil().long())

n, batch = torch.tensor(10), 4
print(math.ceil(n.item() / batch))             # number of batches as a Python int
print(torch.div(n + batch - 1, batch, rounding_mode="floor"))  # exact integer ceil
