import torch

# a list of (row, col) pairs, one per value: the transpose of what is expected
coords = torch.tensor([[0, 2],
                       [1, 0],
                       [1, 2]])
values = torch.tensor([3.0, 4.0, 5.0])
print(torch.sparse_coo_tensor(coords.t(), values, (2, 3)).to_dense())
torch.sparse_coo_tensor(coords, values, (2, 3))
