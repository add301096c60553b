import torch

W = torch.ones(4, 2, 3)                   # a batch of matrices
v = torch.ones(3)
print((W @ v).shape)                      # matmul broadcasts over the batch
torch.mv(W, v)
