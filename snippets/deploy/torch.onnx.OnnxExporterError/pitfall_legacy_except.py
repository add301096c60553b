import torch
import torch.nn as nn


@torch.library.custom_op("mylib::scale2", mutates_args=())
def scale2(x: torch.Tensor) -> torch.Tensor:
    return x * 2


@scale2.register_fake
def _(x):
    return torch.empty_like(x)


class UsesCustomOp(nn.Module):
    def forward(self, x):
        return scale2(x) + 1


try:
    onnx_program = torch.onnx.export(UsesCustomOp().eval(), (torch.ones(2),), verbose=False)
except torch.onnx.errors.UnsupportedOperatorError:  # what the legacy exporter raised for a missing op
    print("fall back to another path")
