import torch
from torch import Tensor


@torch.library.custom_op("mylib::positive", mutates_args=())
def positive(x: Tensor) -> Tensor:
    return x[x > 0].clone()


@positive.register_fake
def _(x):
    n = int((x > 0).sum())  # fake 张量没有值
    return x.new_empty(n)


compiled = torch.compile(positive, backend="aot_eager", fullgraph=True)
compiled(torch.tensor([1.0, -2.0, 3.0]))
