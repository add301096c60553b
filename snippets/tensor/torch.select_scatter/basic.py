import torch

x = torch.zeros(3, 4)
# replace row 1: src has the shape of x[1], i.e. (4,)
print(torch.select_scatter(x, torch.arange(4.0), dim=0, index=1))
# replace the last column; index may be negative
print(x.select_scatter(torch.tensor([7.0, 8.0, 9.0]), dim=1, index=-1))
# out-of-place: the same result as an assignment on a clone
y = x.clone()
y[:, -1] = torch.tensor([7.0, 8.0, 9.0])
print(torch.equal(y, x.select_scatter(torch.tensor([7.0, 8.0, 9.0]), 1, -1)))
