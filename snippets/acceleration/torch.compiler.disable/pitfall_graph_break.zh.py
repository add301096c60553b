import torch


@torch.compiler.disable
def check(x):
    return x


def f(x):
    x = x.sin()
    check(x)  # 编译出的图在这里被拆开
    return x.cos()


print("graph breaks:", torch._dynamo.explain(f)(torch.ones(3)).graph_break_count)
