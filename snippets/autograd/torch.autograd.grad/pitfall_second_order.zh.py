import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor(2.0, device=device, requires_grad=True)
(dy,) = torch.autograd.grad(x ** 3, x)  # 没有 create_graph
print(dy.requires_grad)
torch.autograd.grad(dy, x)  # dy 只是一个普通常量
