import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
# 叶子张量不是由运算产生的：它没有 grad_fn
print(w.grad_fn)
w.grad_fn.register_hook(lambda grad_inputs, grad_outputs: None)
