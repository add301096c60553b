import torch
from torch.autograd.graph import register_multi_grad_hook

a = torch.ones(2, requires_grad=True)
b = torch.ones(2, requires_grad=True)


def on_all(grads):
    # One call per backward, after the gradients of every tensor are computed
    print("all:", [None if g is None else g.tolist() for g in grads])


handle = register_multi_grad_hook((a, b), on_all)
(3 * a + b).sum().backward()
(3 * a).sum().backward()  # b is not used: its slot holds None
handle.remove()

# mode="any": called once, with the first gradient computed, as a single tensor
handle = register_multi_grad_hook((a, b), lambda g: print("any:", g.tolist()), mode="any")
(3 * a + b).sum().backward()
handle.remove()
