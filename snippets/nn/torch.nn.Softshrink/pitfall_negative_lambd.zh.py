import torch

x = torch.tensor([-1.0, 0.2, 1.0])
print(torch.nn.Hardshrink(-0.5)(x))  # Hardshrink 接受负值，所有元素原样通过
torch.nn.Softshrink(-0.5)(x)
