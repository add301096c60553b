import torch

W = torch.ones(2, 3)
v = torch.ones(3, 1)                      # a column vector (3, 1)
print(torch.mv(W, v.squeeze(1)))
torch.mv(W, v)
