import torch

x = torch.tensor([-5.0, -1.0, 0.0, 2.0])
print(torch.nn.ELU()(x))  # 小于 0 时为 alpha * (exp(x) - 1)，在 -alpha 处饱和
print(torch.nn.ELU(alpha=0.5)(x))

x = torch.tensor([-5.0, -1.0, 2.0], requires_grad=True)
torch.nn.ELU()(x).sum().backward()
print(x.grad)  # 与 ReLU 不同，负半轴上梯度不为零
