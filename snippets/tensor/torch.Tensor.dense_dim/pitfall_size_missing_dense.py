import torch

indices = torch.tensor([[0, 2]])  # rows 0 and 2 hold data
values = torch.ones(2, 3)  # each stored row has 3 dense entries
print(torch.sparse_coo_tensor(indices, values, (4, 3)).dense_dim())
torch.sparse_coo_tensor(indices, values, (4,))
