import torch
from torch.autograd.graph import register_multi_grad_hook

a = torch.ones(2, requires_grad=True)
b = torch.ones(2, requires_grad=True)


def on_all(grads):
    # 每次反向调用一次，在所有张量的梯度都算完之后
    print("all:", [None if g is None else g.tolist() for g in grads])


handle = register_multi_grad_hook((a, b), on_all)
(3 * a + b).sum().backward()
(3 * a).sum().backward()  # 没有用到 b：它的位置是 None
handle.remove()

# mode="any"：只调用一次，参数是最先算出的那个梯度（单个张量）
handle = register_multi_grad_hook((a, b), lambda g: print("any:", g.tolist()), mode="any")
(3 * a + b).sum().backward()
handle.remove()
