import torch

w = torch.zeros(4, 3, requires_grad=True)
x = torch.ones(3, 4)
with torch.autograd.enforce_grad_layout_policy(False):
    (w.t() * x).sum().backward()

# 回到默认策略后，w.grad 的异常布局依然保留，
# 下一次累加就会为此发出警告
(w.t() * x).sum().backward()
print(w.grad.stride(), w.stride())
