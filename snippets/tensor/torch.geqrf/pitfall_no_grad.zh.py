import torch

A = torch.randn(4, 3, requires_grad=True)

a, tau = torch.geqrf(A)
torch.triu(a[:3]).diagonal().abs().log().sum().backward()  # 例如对数行列式一类的损失项
