import torch

out = torch.zeros(2)                         # meant as "no result yet"
losses = torch.tensor([-3.0, -1.0, -2.0])
group = torch.tensor([0, 0, 1])
# nothing raises: the zeros in out win the max
print(out.index_reduce(0, group, losses, "amax"))
print(out.index_reduce(0, group, losses, "amax", include_self=False))
