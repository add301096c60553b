import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0],
                  [5.0, 6.0]])
# torch.qr is gone; torch.linalg.qr replaces it
Q, R = torch.linalg.qr(A)                   # mode="reduced", like the old some=True
print(Q.shape, R.shape)
print(torch.allclose(Q @ R, A, atol=1e-5))
Q, R = torch.linalg.qr(A, mode="complete")  # like the old some=False
print(Q.shape, R.shape)
