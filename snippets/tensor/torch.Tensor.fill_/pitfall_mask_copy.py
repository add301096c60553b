import torch

y = torch.arange(6.0)
y[y > 3].fill_(-1.0)        # boolean indexing returns a COPY: y is untouched
print(y)
y[y > 3] = -1.0             # index assignment writes into y
print(y)
