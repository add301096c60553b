import torch

x = torch.arange(5)
print(torch.roll(x, 2))       # elements move towards higher indices and wrap around
print(torch.roll(x, -1))      # negative shifts move the other way

m = torch.arange(6).reshape(2, 3)
print(m.roll(1, dims=1))             # each row shifted by one column
print(torch.roll(m, (1, 1), (0, 1))) # one shift per listed dim
