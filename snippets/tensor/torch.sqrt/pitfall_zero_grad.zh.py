import torch

x = torch.zeros(3, requires_grad=True)     # 比如两个完全相同的嵌入：差值为 0
torch.sqrt((x ** 2).sum()).backward()
print(x.grad)                               # 0 * inf = nan

x.grad = None
torch.linalg.vector_norm(x).backward()
print(x.grad)                               # 范数在 0 处把梯度定义为 0

x.grad = None
torch.sqrt((x ** 2).sum() + 1e-12).backward()
print(x.grad)                               # 或者让 sqrt 的输入避开恰好为 0
