import torch

d = torch.tensor([[0.0, 1.0, 2.0],
                  [1.0, 0.0, 3.0],
                  [2.0, 3.0, 0.0]])
# nothing raises: offset=0 includes the zero diagonal
i, j = torch.triu_indices(3, 3)
print(d[i, j].mean())
i, j = torch.triu_indices(3, 3, offset=1)
print(d[i, j].mean())
