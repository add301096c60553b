import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.5, -1.0, 2.0], device=device, requires_grad=True)
y = torch.sigmoid(x)
y = y * 2  # 非原地操作：保存的张量保持不变
y.sum().backward()
print(x.grad)
