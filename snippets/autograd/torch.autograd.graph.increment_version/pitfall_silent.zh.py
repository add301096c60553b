import torch

x = torch.tensor([0.5, 1.0], requires_grad=True)
h = x * 1
y = torch.sin(h)
h.data.mul_(2)  # 版本计数器没有变化：autograd 不知道发生了修改
y.sum().backward()

print(x.grad)  # 是 cos(2 * x)，而不是 cos(x)
print(torch.cos(x.detach()))
