import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, 3, device=device)
r = x.add_(torch.tensor([1.0, 2.0, 3.0], device=device))  # other broadcasts to self's shape
print(x)
print("returns self:", r is x)

x.add_(10, alpha=-0.5)  # x += -0.5 * 10
print(x)

# update parameters in place without recording the op for autograd
w = torch.ones(3, device=device, requires_grad=True)
grad = torch.full((3,), 0.2, device=device)
with torch.no_grad():
    w.add_(grad, alpha=-0.1)  # w -= lr * grad
print(w)
