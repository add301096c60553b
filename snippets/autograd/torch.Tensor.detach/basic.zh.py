import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
y = x * 2
d = y.detach()
print(d.requires_grad, d.grad_fn)
print(d.data_ptr() == y.data_ptr())  # 同一块存储，没有复制

# 取出数值用于记录日志 / 交给 NumPy 的常规做法
print(y.detach().cpu().numpy())

# 梯度在 detach 出来的张量处截止
loss = (y * d).sum()  # d 被当作常量
loss.backward()
print(x.grad)  # d(2x * const)/dx = 2 * d
