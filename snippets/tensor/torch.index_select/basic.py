import torch

x = torch.arange(12).reshape(3, 4)
index = torch.tensor([2, 0, 0])          # 1-d; order and repeats are kept

print(x.index_select(0, index))          # rows 2, 0, 0 -> shape (3, 4)
print(torch.index_select(x, 1, torch.tensor([3, 1])))   # columns 3 and 1 -> shape (3, 2)
print(torch.equal(x.index_select(0, index), x[index]))  # same as advanced indexing along dim 0

# the result is a copy, not a view
rows = x.index_select(0, torch.tensor([0]))
rows.fill_(-1)
print(x[0])
