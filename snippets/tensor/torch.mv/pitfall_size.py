import torch

W = torch.ones(2, 3)
x = torch.ones(2)                         # length of the rows, not the columns
print(torch.mv(W.T, x))
torch.mv(W, x)
