import torch
from torch.autograd.graph import register_multi_grad_hook

encoder = torch.ones(2, requires_grad=True)
head = torch.ones(2, requires_grad=True)


def log_norm(grads):
    print(sum(g.norm() for g in grads))


register_multi_grad_hook((encoder, head), log_norm)
# This step only trains the encoder: head gets no gradient, and its slot is None
(2 * encoder).sum().backward()
