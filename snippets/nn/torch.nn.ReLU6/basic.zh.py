import torch

x = torch.tensor([-2.0, 3.0, 6.0, 9.0], requires_grad=True)
y = torch.nn.ReLU6()(x)  # min(max(0, x), 6)
print(y.detach())
y.sum().backward()
print(x.grad)  # 小于 0 和大于 6 的部分梯度都为零
print(torch.equal(y, torch.clamp(x, 0, 6)))
