import torch

# 一个 (row, col) 对的列表，每个值一对：正好是期望格式的转置
coords = torch.tensor([[0, 2],
                       [1, 0],
                       [1, 2]])
values = torch.tensor([3.0, 4.0, 5.0])
print(torch.sparse_coo_tensor(coords.t(), values, (2, 3)).to_dense())
torch.sparse_coo_tensor(coords, values, (2, 3))
