import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([1.0, 3.0], requires_grad=True)

torch.minimum(a, b).sum().backward()
print(a.grad, b.grad)      # equal values: each side gets 0.5, not 1 and 0
