import torch

a = torch.tensor([2.0], requires_grad=True)
x = torch.tensor([3.0], requires_grad=True)
torch.igamma(a.detach(), x).sum().backward()
print(x.grad)                          # 对 x 的梯度存在
torch.igamma(a, x).sum().backward()    # 对形状参数 a 的梯度没有实现
