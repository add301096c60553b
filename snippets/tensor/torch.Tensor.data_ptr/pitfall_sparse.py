import torch

indices = torch.tensor([[0, 2]])
values = torch.tensor([1.0, 3.0])
s = torch.sparse_coo_tensor(indices, values, (4,), check_invariants=True).coalesce()

print(s.values().data_ptr() != 0)   # the values tensor does have memory
s.data_ptr()                        # the sparse tensor itself has no single buffer
