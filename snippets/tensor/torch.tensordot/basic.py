import torch

x = torch.arange(24.0).reshape(2, 3, 4)
y = torch.arange(12.0).reshape(4, 3)
# dims=1: last dim of x with first dim of y, like matmul
print(torch.tensordot(x, y, dims=1).shape)
# explicit pairs: x dims [1, 2] with y dims [1, 0]
out = torch.tensordot(x, y, dims=([1, 2], [1, 0]))
print(out)
print(torch.allclose(out, torch.einsum("bij,ji->b", x, y)))
# dims=0: the outer product
print(torch.tensordot(torch.ones(2), torch.ones(3), dims=0).shape)
