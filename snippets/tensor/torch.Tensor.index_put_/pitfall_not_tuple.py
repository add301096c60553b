import torch

x = torch.zeros(5)
idx = torch.tensor([1, 3])
print(x.index_put((idx,), torch.tensor(2.0)))   # a tuple of index tensors
x.index_put(idx, torch.tensor(2.0))
