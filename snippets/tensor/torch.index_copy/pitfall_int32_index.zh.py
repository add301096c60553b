import torch

x = torch.zeros(4, 2)
index = torch.tensor([3, 0], dtype=torch.int32)     # 对 index_select 和 index_add 没问题
source = torch.ones(2, 2)

print(x.index_select(0, index).shape)
x.index_copy_(0, index, source)                     # index_copy_ 要求 int64
