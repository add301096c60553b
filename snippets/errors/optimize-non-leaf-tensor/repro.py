import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True) * 0.01  # the multiplication makes a new, non-leaf tensor
print(w.is_leaf, w.grad_fn is not None)
opt = torch.optim.SGD([w], lr=0.1)
