import torch

x = torch.tensor([[0.5, -1.0, 2.0],
                  [3.0, -0.2, 0.0]])
mask = x > 0                          # bool tensor, same shape as x
picked = torch.masked_select(x, mask)
print(picked, picked.shape)           # always 1-D, in row-major order

# the same as boolean indexing
print(torch.equal(picked, x[mask]))

# the mask broadcasts: one row of mask picks columns in every row
col_mask = torch.tensor([True, False, True])
print(x.masked_select(col_mask))

# a copy, not a view
picked[0] = 100.0
print(x[0, 0])
