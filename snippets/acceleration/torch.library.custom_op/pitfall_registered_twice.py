import torch
from torch import Tensor


@torch.library.custom_op("mylib::scale", mutates_args=())
def scale(x: Tensor, factor: float) -> Tensor:
    return x * factor


# Later in the same process (a notebook cell run again, or another module using the same name)
@torch.library.custom_op("mylib::scale", mutates_args=())
def scale_shifted(x: Tensor, factor: float) -> Tensor:
    return x * factor + 100


print(scale(torch.ones(1), 2.0))  # the first function now runs the second body
