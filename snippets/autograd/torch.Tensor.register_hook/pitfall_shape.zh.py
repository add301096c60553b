import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
x.register_hook(lambda g: g.sum())  # 返回的是标量，而不是形状为 (2,) 的张量
(x * 3).sum().backward()
