import onnx
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
    # g builds the ONNX graph of the legacy exporter; return the value that replaces the op.
    two = g.op("Constant", value_t=torch.tensor(2.0))
    return g.op("Mul", x, two)



# Keyed by the torch operator name "namespace::op"; used for opset 17 and later.
torch.onnx.register_custom_op_symbolic("mylib::scale2", scale2_symbolic, 17)

model = UsesCustomOp().eval()
# Only the legacy TorchScript exporter reads the registry: dynamo=False, with a DeprecationWarning.
torch.onnx.export(model, (torch.ones(2),), "model.onnx", dynamo=False, opset_version=17)
print([node.op_type for node in onnx.load("model.onnx").graph.node])

torch.onnx.unregister_custom_op_symbolic("mylib::scale2", 17)
