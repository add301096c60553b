import torch

x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
# only runs of equal neighbours collapse; 1 and 2 appear again later
print(torch.unique_consecutive(x))
# run-length encoding: values and run lengths
values, counts = x.unique_consecutive(return_counts=True)
print(values, counts)
print(torch.repeat_interleave(values, counts))    # decodes back
# inverse maps each element to its run
print(torch.unique_consecutive(x, return_inverse=True)[1])
# dim=0 compares whole rows
rows = torch.tensor([[1, 1], [1, 1], [2, 3]])
print(torch.unique_consecutive(rows, dim=0))
