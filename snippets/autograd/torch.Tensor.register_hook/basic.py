import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
h = x * 3
# A hook on an intermediate tensor sees its gradient (h.grad stays None)
h.register_hook(lambda g: print("grad of h:", g))

# A hook can return a new gradient that replaces the original
handle = x.register_hook(lambda g: g * 10)
(h * h).sum().backward()
print(x.grad)

handle.remove()  # hooks stay until removed
x.grad = None
(x * 3).sum().backward()
print(x.grad)
