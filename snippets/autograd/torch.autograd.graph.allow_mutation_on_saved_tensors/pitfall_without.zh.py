import torch

x = torch.tensor([0.5, 1.0], requires_grad=True)
h = x * 1
y = torch.sin(h)
h.mul_(2)  # h 已被 sin 保存，现在版本号变成了 1
y.sum().backward()
