import torch

p = torch.tensor([0.5, 0.5, 0.0], requires_grad=True)
entropy = -torch.xlogy(p, p).sum()
entropy.backward()
print(entropy, p.grad)   # forward is fine, the gradient at p == 0 is nan

q = torch.tensor([0.5, 0.5, 0.0], requires_grad=True)
safe = torch.where(q > 0, q, torch.ones_like(q))
(-torch.xlogy(q, safe).sum()).backward()
print(q.grad)            # the safe-input trick keeps it finite
