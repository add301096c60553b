import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)

with torch.no_grad():
    y = w * 2
print(y.requires_grad, y.grad_fn)

# Typical use: update parameters in place without recording the update
w.grad = torch.full_like(w, 0.5)
with torch.no_grad():
    w -= 0.1 * w.grad
print(w, w.is_leaf)

# Also works as a decorator
@torch.no_grad()
def evaluate(t):
    return t.sum() * 2

print(evaluate(w).requires_grad)
