import torch

df = torch.tensor([5.0, 8.0])
print(torch.mvlgamma(df / 2, p=3))   # p is the dimension of the matrices
torch.mvlgamma(df / 2)               # p has no default
