import torch

x = torch.tensor([0.5, 1.0, 1.2, 1.5, 2.0], requires_grad=True)
torch.clamp(x, min=1.0, max=1.5).sum().backward()
print(x.grad)  # the inputs equal to min or max get gradient 0
