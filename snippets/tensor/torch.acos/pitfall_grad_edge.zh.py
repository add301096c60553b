import torch

cos = torch.tensor([1.0, 0.5], requires_grad=True)
torch.acos(cos).sum().backward()
print(cos.grad)                                 # 定义域端点处为 -inf

eps = 1e-6
cos = torch.tensor([1.0, 0.5], requires_grad=True)
torch.acos(cos.clamp(-1 + eps, 1 - eps)).sum().backward()
print(cos.grad)                                 # 有限值（被夹住的位置梯度为 0）
