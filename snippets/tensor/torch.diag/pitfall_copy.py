import torch

m = torch.zeros(3, 3)

torch.diag(m).fill_(1.0)                     # diag returns a copy
print(m.trace())                             # still 0

m.diagonal().fill_(1.0)                      # diagonal() is a view
print(m.trace())
