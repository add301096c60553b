import torch

indices = torch.tensor([[0, 2]])
values = torch.tensor([1.0, 3.0])
s = torch.sparse_coo_tensor(indices, values, (4,), check_invariants=True).coalesce()

print(s.values().data_ptr() != 0)   # values 张量确实有内存
s.data_ptr()                        # 稀疏张量本身没有单一的缓冲区
