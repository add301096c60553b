import torch

cos = torch.tensor([1.0, 0.5], requires_grad=True)
torch.acos(cos).sum().backward()
print(cos.grad)                                 # -inf at the domain edge

eps = 1e-6
cos = torch.tensor([1.0, 0.5], requires_grad=True)
torch.acos(cos.clamp(-1 + eps, 1 - eps)).sum().backward()
print(cos.grad)                                 # finite (0 where the clamp is active)
