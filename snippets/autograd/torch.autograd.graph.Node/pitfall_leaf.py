import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
# A leaf tensor was not produced by an operation: it has no grad_fn
print(w.grad_fn)
w.grad_fn.register_hook(lambda grad_inputs, grad_outputs: None)
