import torch

batch = torch.eye(2).repeat(3, 1, 1)    # three 2x2 matrices

print(torch.norm(batch, p="nuc", dim=(1, 2)))        # one nuclear norm per matrix
print(torch.linalg.matrix_norm(batch, ord="nuc"))    # the replacement, last two dims by default
torch.norm(batch, p="nuc")                           # no dim given, yet the error is about dim
