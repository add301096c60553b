import torch

x = torch.tensor([0.5, 1.0], requires_grad=True)
h = x * 1
y = torch.sin(h)
h.data.mul_(2)  # version counter unchanged: autograd is not told
y.sum().backward()

print(x.grad)  # cos(2 * x), not cos(x)
print(torch.cos(x.detach()))
