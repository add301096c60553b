import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Scaling after requires_grad=True makes w the output of a multiplication.
w = torch.randn(3, 2, device=device, requires_grad=True) * 0.01
print(w.is_leaf, w.grad_fn is not None)
torch.optim.SGD([w], lr=0.1)
