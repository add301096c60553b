import torch

x = torch.tensor([[0, 3],
                  [5, 0]])
print(torch.nonzero(x))                 # one row per nonzero element: (row, col)
rows, cols = x.nonzero(as_tuple=True)   # one index tensor per dimension
print(rows, cols, x[rows, cols])
print(torch.argwhere(x).shape)          # argwhere: the same as nonzero()

v = torch.tensor([0.0, 1.0, 0.0, 2.0])
print(v.nonzero().shape, v.nonzero().squeeze(1))   # 1-d input still gives (n, 1)
print(torch.tensor([0.0, 0.0]).nonzero().shape)    # nothing found: (0, 1)
print(torch.tensor([float("nan"), 0.0]).nonzero()) # nan counts as nonzero
