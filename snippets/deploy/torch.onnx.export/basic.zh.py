# 需要 `onnx` 和 `onnxscript` 包（默认的 dynamo=True 导出器会用到）。
import onnx
import torch
import torch.nn as nn
from torch.export import Dim

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).eval()
example = torch.randn(3, 4)

onnx_program = torch.onnx.export(
    model,
    (example,),
    input_names=["x"],
    output_names=["y"],
    dynamic_shapes={"input": {0: Dim("batch", min=1, max=1024)}},  # 键是 forward() 的参数名
)
onnx_program.save("model.onnx")

proto = onnx.load("model.onnx")
onnx.checker.check_model(proto)


def dims(value_info):
    return [d.dim_param or d.dim_value for d in value_info.type.tensor_type.shape.dim]


print("inputs:", [(i.name, dims(i)) for i in proto.graph.input])
print("outputs:", [(o.name, dims(o)) for o in proto.graph.output])
