import torch

indices = torch.tensor([[0, 2]])  # 第 0 行和第 2 行有数据
values = torch.ones(2, 3)  # 每个存储的行有 3 个稠密元素
print(torch.sparse_coo_tensor(indices, values, (4, 3)).dense_dim())
torch.sparse_coo_tensor(indices, values, (4,))
