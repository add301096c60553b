import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
x = torch.ones(4, 3, device=device, requires_grad=True)


def show(tag):
    return lambda m, gi, go: print(tag, [None if g is None else tuple(g.shape) for g in gi])


old = nn.Linear(3, 2).to(device)
old.register_backward_hook(show("register_backward_hook:     "))
old(x).sum().backward()  # 得到的是最后一个 autograd 节点（addmm）的 grad_input，而不是模块的

new = nn.Linear(3, 2).to(device)
new.register_full_backward_hook(show("register_full_backward_hook:"))
new(x).sum().backward()  # 相对于模块输入 x 的梯度
