import torch

col = torch.tensor([[1.0], [2.0], [3.0]])     # (3, 1)
row = torch.tensor([[10.0, 20.0, 30.0, 40.0]]) # (1, 4)

a, b = torch.broadcast_tensors(col, row)
print(a.shape, b.shape)
print(a)
print(a.stride())                              # stride 0: no data was copied

print(torch.broadcast_shapes((3, 1), (1, 4), (4,)))   # only the shape, no tensors needed
