import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
d = torch.diag(A)          # the diagonal as a 1-D vector

print(d.sum())             # its sum is the trace
torch.trace(d)             # trace itself wants the matrix
