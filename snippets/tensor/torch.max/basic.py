import torch

x = torch.tensor([[1.0, 5.0, 3.0],
                  [7.0, 2.0, 7.0]])

print(torch.max(x))                 # whole tensor: one 0-D value

values, indices = torch.max(x, dim=1)   # per row: a (values, indices) pair
print(values, indices)                  # ties: row 1 has 7 at index 0 and 2

result = x.max(dim=0, keepdim=True)
print(result.values.shape, result.indices.shape)   # named fields, dim kept as size 1

print(torch.max(x, torch.tensor(4.0)))  # with a second tensor: element-wise maximum
