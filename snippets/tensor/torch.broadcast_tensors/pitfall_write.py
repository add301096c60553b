import torch

col = torch.tensor([[1.0], [2.0], [3.0]])
row = torch.zeros(1, 4)
a, _ = torch.broadcast_tensors(col, row)

a[0, 0] = 100.0          # meant to change one element
print(a[0])              # the whole row changed: it is one memory location
print(col[0])            # and so did the original
