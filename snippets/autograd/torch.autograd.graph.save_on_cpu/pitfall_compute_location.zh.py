import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(3, 3, device=device, requires_grad=True)
with torch.autograd.graph.save_on_cpu():
    y = x @ x  # 仍在 `device` 上计算
y.sum().backward()
# 只有为反向传播保存的张量被暂存到了 CPU 内存里
print(y.device.type == device.type, x.grad.device.type == device.type)
