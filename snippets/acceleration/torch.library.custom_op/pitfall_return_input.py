import torch
from torch import Tensor


@torch.library.custom_op("mylib::flatten", mutates_args=())
def flatten(x: Tensor) -> Tensor:
    return x.view(-1)  # a view of the input


flatten(torch.ones(2, 2))
