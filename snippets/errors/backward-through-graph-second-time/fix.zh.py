import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0, 2.0], device=device, requires_grad=True)

# 通常的修复：每次反向传播前都重新做一次前向传播，重建计算图。
for step in range(2):
    x.grad = None
    loss = x.exp().sum()
    loss.backward()
    print(step, x.grad)

# 只有两次反向传播确实必须共用一张图时，才让它保留下来。
x.grad = None
loss = x.exp().sum()
loss.backward(retain_graph=True)
loss.backward()  # 可以运行；梯度会累加：2 * exp(x)
print(x.grad)
