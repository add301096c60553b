import torch

x = torch.tensor([-5.0, -1.0, 0.0, 2.0])
print(torch.nn.ELU()(x))  # alpha * (exp(x) - 1) below 0, saturating at -alpha
print(torch.nn.ELU(alpha=0.5)(x))

x = torch.tensor([-5.0, -1.0, 2.0], requires_grad=True)
torch.nn.ELU()(x).sum().backward()
print(x.grad)  # non-zero on the negative side, unlike ReLU
