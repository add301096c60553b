import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, 3, device=device)
r = x.add_(torch.tensor([1.0, 2.0, 3.0], device=device))  # other 广播到 self 的形状
print(x)
print("returns self:", r is x)

x.add_(10, alpha=-0.5)  # 即 x += -0.5 * 10
print(x)

# 原地更新参数，且不让 autograd 记录该操作
w = torch.ones(3, device=device, requires_grad=True)
grad = torch.full((3,), 0.2, device=device)
with torch.no_grad():
    w.add_(grad, alpha=-0.1)  # 即 w -= lr * grad
print(w)
