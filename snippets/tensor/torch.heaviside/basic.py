import torch

x = torch.tensor([-1.5, 0.0, 2.0])
print(torch.heaviside(x, torch.tensor(0.5)))                # value at 0 is 0.5
print(torch.heaviside(x, torch.tensor([7.0, 8.0, 9.0])))    # one value per element: only x == 0 uses it
print(torch.tensor([-3, 0, 4]).heaviside(torch.tensor(1)))  # integers stay integers

x.heaviside_(torch.tensor(0.0))                             # in place
print(x)
