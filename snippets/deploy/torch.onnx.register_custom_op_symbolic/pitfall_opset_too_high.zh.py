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


def scale2_symbolic(g, x):
    # g 是旧导出器正在构建的 ONNX 图；返回的值替换掉这个算子。
    two = g.op("Constant", value_t=torch.tensor(2.0))
    return g.op("Mul", x, two)



torch.onnx.register_custom_op_symbolic("mylib::scale2", scale2_symbolic, 18)
# 上面的 opset_version=18 表示"从 opset 18 起"；这次导出的目标是 opset 17。
torch.onnx.export(UsesCustomOp().eval(), (torch.ones(2),), "model.onnx", dynamo=False, opset_version=17)
