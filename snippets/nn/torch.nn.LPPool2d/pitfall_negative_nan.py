import torch

x = torch.tensor([[[1.0, -2.0, -3.0, -4.0]]])
print(torch.nn.LPPool1d(2, 2)(x))  # even p: fine
print(torch.nn.LPPool1d(3, 2)(x))  # odd p on a negative window sum: nan
print(torch.nn.LPPool1d(3, 2)(x.abs()))  # the usual L3 norm
