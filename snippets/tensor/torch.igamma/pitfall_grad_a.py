import torch

a = torch.tensor([2.0], requires_grad=True)
x = torch.tensor([3.0], requires_grad=True)
torch.igamma(a.detach(), x).sum().backward()
print(x.grad)                          # the gradient in x exists
torch.igamma(a, x).sum().backward()    # not in the shape a
