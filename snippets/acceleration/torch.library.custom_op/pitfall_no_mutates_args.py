import torch
from torch import Tensor


@torch.library.custom_op("mylib::double")
def double(x: Tensor) -> Tensor:
    return x * 2
