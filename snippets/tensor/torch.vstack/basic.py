import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(torch.vstack([a, b]))              # 1-D tensors become rows: (2, 3)

block = torch.zeros(2, 3, dtype=torch.int64)
print(torch.vstack((a, block)).shape)    # a row on top of a (2, 3) block

print(torch.vstack([torch.zeros(2, 3, 4), torch.ones(1, 3, 4)]).shape)  # 3-D: joined on dim 0
print(torch.row_stack([a, b]).shape)     # another name for the same function
