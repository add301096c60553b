import torch

x = torch.tensor([-2.7, -0.5, 0.5, 2.7])
print(torch.trunc(x))   # toward zero; -0.5 gives -0.
print(torch.floor(x))   # toward minus infinity: differs for negatives
print(torch.trunc(x).dtype)

i = torch.tensor([-3, 4])
print(i.trunc(), i.trunc().dtype)   # integers come back unchanged
