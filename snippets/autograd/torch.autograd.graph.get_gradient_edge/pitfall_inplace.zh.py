import torch
from torch.autograd.graph import get_gradient_edge

x = torch.tensor([0.5, -1.0], requires_grad=True)
h = torch.tanh(x)
edge = get_gradient_edge(h)  # 在原地修改之前取得
h.mul_(3)  # h 现在有了新的 grad_fn（MulBackward0）
loss = h.sum()

# 对 h 求导，得到的是对 mul_ 之后的 h 的梯度
print(torch.autograd.grad(loss, h, retain_graph=True))
# 对 edge 求导，得到的是对 tanh 输出的梯度
print(torch.autograd.grad(loss, edge))
