import torch
from torch import Tensor


@torch.library.custom_op("mylib::double", mutates_args=())
def double(x: Tensor) -> Tensor:
    return x * 2


class Model(torch.nn.Module):
    def forward(self, x):
        return double(x) + 1


torch.export.export(Model(), (torch.randn(3),))  # export 会在 fake 张量上运行这个算子
