import torch

A = torch.eye(3)
print(torch.linalg.qr(A).Q.shape)
torch.qr(A)
