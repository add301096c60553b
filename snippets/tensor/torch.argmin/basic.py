import torch

x = torch.tensor([[4.0, 1.0, 7.0],
                  [2.0, 9.0, 2.0]])

print(x.argmin())                         # no dim: index into the flattened tensor
print(x.argmin(dim=1))                    # one index per row
print(x.argmin(dim=0, keepdim=True))      # shape (1, 3)
print(x.argmin(dim=1).dtype)

# ties: the first position of the smallest value
print(torch.tensor([3, 1, 1, 2]).argmin())
