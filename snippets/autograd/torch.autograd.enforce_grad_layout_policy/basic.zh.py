import torch

w = torch.zeros(4, 3, requires_grad=True)  # 一个连续的参数
x = torch.ones(3, 4)
print("param strides:", w.stride())

# 传到 w 的梯度是一个转置过的（不连续的）张量
(w.t() * x).sum().backward()
print("default:", w.grad.stride())  # 被复制成 w 的内存布局

w.grad = None
with torch.autograd.enforce_grad_layout_policy(False):
    (w.t() * x).sum().backward()
print("relaxed:", w.grad.stride(), w.grad.is_contiguous())  # 原样接管
