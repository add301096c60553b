import torch

x = torch.tensor([0.5, 1.0, 1.2, 1.5, 2.0], requires_grad=True)
torch.clamp(x, min=1.0, max=1.5).sum().backward()
print(x.grad)  # 恰好等于 min 或 max 的输入梯度为 0
