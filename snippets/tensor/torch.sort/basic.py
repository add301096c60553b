import torch

x = torch.tensor([3.0, 1.0, 2.0, 1.0])

values, indices = torch.sort(x)            # ascending: (values, indices)
print(values, indices)
print(torch.equal(x[indices], values))     # indices reorder the input into values

print(x.sort(descending=True).values)
print(x.sort(stable=True).indices)         # ties keep their original order

m = torch.tensor([[3, 1, 2],
                  [9, 7, 8]])
print(m.sort(dim=0).values)                # column-wise; the default dim is the last one
