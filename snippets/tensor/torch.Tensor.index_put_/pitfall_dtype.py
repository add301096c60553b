import torch

x = torch.zeros(4)
idx = torch.tensor([0, 2])
values = torch.tensor([1, 2])                     # int64
print(x.index_put((idx,), values.to(x.dtype)))
x.index_put_((idx,), values)
