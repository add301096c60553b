import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)
calls = []
w.register_post_accumulate_grad_hook(lambda p: calls.append("hook"))

(g,) = torch.autograd.grad((w * 2).sum(), w)
print(calls, w.grad)  # no call: nothing was accumulated into .grad

(w * 2).sum().backward()
print(calls)
