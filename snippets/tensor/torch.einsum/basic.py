import torch

a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)

print(torch.einsum("ij,jk->ik", a, b).shape)      # matrix product: j is summed
print(torch.einsum("ij->ji", a).shape)            # transpose
print(torch.einsum("ij->", a))                    # sum of everything
print(torch.einsum("ii->i", torch.eye(3)))        # diagonal

q = torch.ones(5, 2, 3)                           # (batch, queries, features)
k = torch.ones(5, 4, 3)                           # (batch, keys, features)
print(torch.einsum("bqd,bkd->bqk", q, k).shape)   # attention scores without transposes
print(torch.einsum("...ij,jk->...ik", torch.ones(7, 6, 2, 3), b).shape)  # ... = any leading dims
