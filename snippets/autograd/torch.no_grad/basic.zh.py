import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)

with torch.no_grad():
    y = w * 2
print(y.requires_grad, y.grad_fn)

# 典型用法：原地更新参数，而不记录这次更新
w.grad = torch.full_like(w, 0.5)
with torch.no_grad():
    w -= 0.1 * w.grad
print(w, w.is_leaf)

# 也可以用作装饰器
@torch.no_grad()
def evaluate(t):
    return t.sum() * 2

print(evaluate(w).requires_grad)
