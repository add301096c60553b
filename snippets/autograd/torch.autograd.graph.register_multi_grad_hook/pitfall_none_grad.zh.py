import torch
from torch.autograd.graph import register_multi_grad_hook

encoder = torch.ones(2, requires_grad=True)
head = torch.ones(2, requires_grad=True)


def log_norm(grads):
    print(sum(g.norm() for g in grads))


register_multi_grad_hook((encoder, head), log_norm)
# 这一步只训练 encoder：head 没有梯度，它的位置是 None
(2 * encoder).sum().backward()
