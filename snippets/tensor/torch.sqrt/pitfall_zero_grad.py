import torch

x = torch.zeros(3, requires_grad=True)     # e.g. two identical embeddings: difference 0
torch.sqrt((x ** 2).sum()).backward()
print(x.grad)                               # 0 * inf = nan

x.grad = None
torch.linalg.vector_norm(x).backward()
print(x.grad)                               # the norm defines a 0 gradient at 0

x.grad = None
torch.sqrt((x ** 2).sum() + 1e-12).backward()
print(x.grad)                               # or keep sqrt away from exactly 0
