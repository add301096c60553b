import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
y = x * 2
d = y.detach()
print(d.requires_grad, d.grad_fn)
print(d.data_ptr() == y.data_ptr())  # same storage, no copy

# The usual way to get values out for logging / NumPy
print(y.detach().cpu().numpy())

# Gradients stop at the detached tensor
loss = (y * d).sum()  # d is treated as a constant
loss.backward()
print(x.grad)  # d(2x * const)/dx = 2 * d
