import torch

torch.manual_seed(0)
a = torch.randn(10, 100)
b = torch.randn(100, 5)
c = torch.randn(5, 50)

old = torch.chain_matmul(a, b, c)          # deprecated: warns on every call
new = torch.linalg.multi_dot([a, b, c])    # the replacement takes one list
print(old.shape, new.shape)
print(torch.allclose(old, new, atol=1e-4))
