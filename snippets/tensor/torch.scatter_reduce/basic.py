import torch

values = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
group = torch.tensor([0, 1, 0, 1, 2])        # which output slot each value goes to

base = torch.zeros(3)
print(base.scatter_reduce(0, group, values, reduce="sum"))
# include_self=True (default) counts base's 0 as one more member
print(base.scatter_reduce(0, group, values, reduce="mean"))
print(base.scatter_reduce(0, group, values, reduce="mean", include_self=False))
print(torch.scatter_reduce(base, 0, group, values, reduce="amax", include_self=False))

# 2-D: per-row maximum of the values in each bucket
scores = torch.tensor([[0.1, 0.9, 0.4],
                       [0.7, 0.2, 0.3]])
bucket = torch.tensor([[0, 1, 0],
                       [1, 1, 0]])
print(torch.zeros(2, 2).scatter_reduce_(1, bucket, scores, reduce="amax", include_self=False))
