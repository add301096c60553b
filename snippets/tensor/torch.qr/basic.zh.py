import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0],
                  [5.0, 6.0]])
# torch.qr 已被移除，由 torch.linalg.qr 取代
Q, R = torch.linalg.qr(A)                   # mode="reduced"，对应旧的 some=True
print(Q.shape, R.shape)
print(torch.allclose(Q @ R, A, atol=1e-5))
Q, R = torch.linalg.qr(A, mode="complete")  # 对应旧的 some=False
print(Q.shape, R.shape)
