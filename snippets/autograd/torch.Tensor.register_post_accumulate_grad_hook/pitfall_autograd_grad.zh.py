import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)
calls = []
w.register_post_accumulate_grad_hook(lambda p: calls.append("hook"))

(g,) = torch.autograd.grad((w * 2).sum(), w)
print(calls, w.grad)  # 没有被调用：没有任何东西累加到 .grad 中

(w * 2).sum().backward()
print(calls)
