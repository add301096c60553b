import torch


@torch.compiler.disable
def check(x):
    return x


def f(x):
    x = x.sin()
    check(x)  # the compiled graph is split here
    return x.cos()


print("graph breaks:", torch._dynamo.explain(f)(torch.ones(3)).graph_break_count)
