import torch

torch.manual_seed(0)
a = torch.randn(10, 100)
b = torch.randn(100, 5)
c = torch.randn(5, 50)

old = torch.chain_matmul(a, b, c)          # 已弃用：每次调用都发出警告
new = torch.linalg.multi_dot([a, b, c])    # 替代函数接受一个列表
print(old.shape, new.shape)
print(torch.allclose(old, new, atol=1e-4))
