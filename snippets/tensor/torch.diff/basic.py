import torch

x = torch.tensor([1, 4, 9, 16, 25])

print(torch.diff(x))                              # x[1:] - x[:-1]
print(torch.diff(x, n=2))                         # applied twice
print(x.diff(prepend=torch.tensor([0])))          # same length as x

m = torch.tensor([[1, 2, 4],
                  [1, 1, 1]])
print(m.diff())                                   # default dim=-1: along each row
print(m.diff(dim=0))                              # between rows

# on bool tensors the "difference" is XOR: True where the value changes
print(torch.diff(torch.tensor([False, False, True, True, False])))
