import torch

a = torch.arange(6.0).reshape(2, 3)

print(torch.einsum("ji", a).shape)       # no "->": output letters sorted, i before j
print(torch.einsum("ji->ji", a).shape)   # explicit output: unchanged
print(torch.einsum("ij,jk", a, torch.ones(3, 4)).shape)   # implicit is fine when sorted
