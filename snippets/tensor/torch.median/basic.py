import torch

x = torch.tensor([[3.0, 1.0, 2.0],
                  [5.0, 4.0, 6.0]])

print(torch.median(x))                  # all elements: a 0-D tensor
result = x.median(dim=1)                # with dim: (values, indices)
print(result.values, result.indices)
values, indices = x.median(dim=1, keepdim=True)
print(values.shape)
print(x[torch.arange(2), result.indices])   # the indices point at the median elements
