import torch

p = torch.tensor([0.5, 0.5, 0.0], requires_grad=True)
entropy = -torch.xlogy(p, p).sum()
entropy.backward()
print(entropy, p.grad)   # 前向没问题，p == 0 处的梯度是 nan

q = torch.tensor([0.5, 0.5, 0.0], requires_grad=True)
safe = torch.where(q > 0, q, torch.ones_like(q))
(-torch.xlogy(q, safe).sum()).backward()
print(q.grad)            # 先替换掉 0 再求，梯度保持有限
