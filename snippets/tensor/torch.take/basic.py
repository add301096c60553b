import torch

x = torch.tensor([[10, 11, 12],
                  [13, 14, 15]])
# indices count through the flattened tensor, row by row
print(torch.take(x, torch.tensor([0, 4, 5])))
# the result has the index's shape; negative indices count from the end
print(x.take(torch.tensor([[0, -1], [1, 3]])))
# it ignores strides: a transposed tensor is read in its own logical order
print(x.t().take(torch.tensor([0, 1, 2])))
