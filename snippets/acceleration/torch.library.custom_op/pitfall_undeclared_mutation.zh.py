import torch
from torch import Tensor


@torch.library.custom_op("mylib::add_one_", mutates_args=())  # 应为 ("x",)
def add_one_(x: Tensor) -> None:
    x.add_(1)


@add_one_.register_fake
def _(x):
    return None


def step(x):
    y = x * 1
    add_one_(y)
    return y * 2


x = torch.ones(2)
print(step(x))  # eager：(1 + 1) * 2
print(torch.compile(step, backend="aot_eager", fullgraph=True)(x))  # 原地修改丢失了
