import torch


@torch.compiler.disable
def check(x):
    return x


def f(x):
    check(x)
    return x + 1


torch.compile(f, backend="eager", fullgraph=True)(torch.ones(3))
