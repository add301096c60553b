import torch

W = torch.arange(6.0).reshape(2, 3)
v = torch.tensor([1.0, 0.0, -1.0])
print(torch.mv(W, v))                     # (2, 3) @ (3,) -> (2,)
print(torch.equal(W.mv(v), W @ v))
