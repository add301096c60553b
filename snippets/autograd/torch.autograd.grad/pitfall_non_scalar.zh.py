import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
y = x * 2  # 形状为 (3,)
torch.autograd.grad(y, x)  # 需要传入 grad_outputs=torch.ones_like(y)
