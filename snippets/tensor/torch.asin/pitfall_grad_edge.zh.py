import torch

x = torch.tensor([1.0, -1.0, 0.0], requires_grad=True)
torch.asin(x).sum().backward()
print(x.grad)          # 定义域两端梯度为无穷大
