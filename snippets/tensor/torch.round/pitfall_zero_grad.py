import torch

w = torch.tensor([1.3, 2.7], requires_grad=True)

torch.round(w).sum().backward()
print(w.grad)                          # 0 everywhere: rounding is flat almost everywhere

w.grad = None
ste = w + (torch.round(w) - w).detach()   # straight-through estimator: forward rounds, backward is identity
ste.sum().backward()
print(ste, w.grad)
