import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.tensor(1.0, device=device, requires_grad=True)
b = torch.tensor(1.0, device=device, requires_grad=True)
out = a * 3  # b 根本没有参与计算
torch.autograd.grad(out, [a, b])
