import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 0.5, 2.0], device=device, requires_grad=True)

# The forward pass looks clean: torch.where hides log(0) = -inf.
y = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
print("forward:", y.detach().tolist())
y.sum().backward()
print("x.grad: ", x.grad.tolist())  # the masked branch still gets 0 * (1/0) = NaN

# Anomaly mode names the backward function that produced the NaN
# (and prints the forward traceback of that operation to stderr).
x.grad = None
with torch.autograd.set_detect_anomaly(True):
    y = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
    try:
        y.sum().backward()
    except RuntimeError as exc:
        print("anomaly mode:", exc)

# A tensor hook sees the gradient flowing into one intermediate tensor.
x.grad = None
logs = torch.log(x)
logs.register_hook(lambda g: print("grad reaching log(x):", g.tolist()))
torch.where(x > 0, logs, torch.zeros_like(x)).sum().backward()

# Fix: make the unused branch safe, so neither pass ever computes log(0).
x.grad = None
safe_x = torch.where(x > 0, x, torch.ones_like(x))
y = torch.where(x > 0, torch.log(safe_x), torch.zeros_like(x))
y.sum().backward()
print("fixed x.grad:", x.grad.tolist())
