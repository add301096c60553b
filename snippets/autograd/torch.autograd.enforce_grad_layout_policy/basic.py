import torch

w = torch.zeros(4, 3, requires_grad=True)  # a contiguous parameter
x = torch.ones(3, 4)
print("param strides:", w.stride())

# The gradient reaching w is a transposed (non-contiguous) tensor
(w.t() * x).sum().backward()
print("default:", w.grad.stride())  # copied into w's layout

w.grad = None
with torch.autograd.enforce_grad_layout_policy(False):
    (w.t() * x).sum().backward()
print("relaxed:", w.grad.stride(), w.grad.is_contiguous())  # stolen as is
