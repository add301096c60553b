import torch

scores = torch.zeros(4, 3, 3)                 # a batch of 4 square matrices

fixed = scores.clone()
fixed.diagonal(dim1=-2, dim2=-1).fill_(1.0)   # every matrix of the batch
print(fixed.sum())

scores.fill_diagonal_(1.0)                    # treats the batch as one 3-d tensor
