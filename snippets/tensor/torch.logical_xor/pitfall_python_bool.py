import torch

mask = torch.tensor([True, False, True])
print(torch.logical_xor(mask, torch.tensor(True)))   # flip every element
print(~mask)                                          # the usual way to flip
torch.logical_xor(mask, True)                         # a Python bool is refused
