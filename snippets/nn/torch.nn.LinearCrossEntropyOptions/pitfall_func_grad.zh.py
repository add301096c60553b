import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(8, 4)
weight = torch.randn(32, 4)
target = torch.randint(0, 32, (8,))
options = torch.nn.LinearCrossEntropyOptions()


def loss_fn(h):
    return F.linear_cross_entropy(h, weight, target, options=options)


# options=None 时可以；分块路径是不支持 functorch 的自定义 autograd.Function
grad = torch.func.grad(loss_fn)(hidden)
