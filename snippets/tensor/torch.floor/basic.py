import torch

x = torch.tensor([-1.5, -0.2, 0.0, 0.7, 2.0])

print(torch.floor(x))                  # toward minus infinity, still float32
print(x.floor().long())                # convert explicitly when you need integers
print(torch.tensor([7, -3]).floor())   # integer input comes back unchanged

x.floor_()                             # in place
print(x)
