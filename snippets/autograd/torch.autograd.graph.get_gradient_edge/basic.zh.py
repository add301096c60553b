import torch
from torch.autograd.graph import get_gradient_edge

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
h = torch.tanh(x)  # 一个中间激活
edge = get_gradient_edge(h)
print(edge.node.name(), edge.output_nr)

# 下面变量名 h 被重新赋值，但 edge 仍指向此处的那个值
h = h * 2
loss = (h ** 2).sum()

(g_edge,) = torch.autograd.grad(loss, edge)
print(torch.allclose(g_edge, 8 * torch.tanh(x.detach())))

# 叶子张量的边指向它的梯度累加节点
print(get_gradient_edge(x).node.name())
