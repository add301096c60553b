# 需要 `onnx` 和 `onnxscript` 包（默认的 dynamo=True 导出器会用到）。
import torch
import torch.nn as nn

model = nn.Linear(4, 2).eval()
# 在默认的 dynamo=True 导出器上用旧式的 dynamic_axes：它会被转换成 dynamic_shapes，
# 并伴随一个 UserWarning 和一个 DeprecationWarning（from_dynamic_axes_to_dynamic_shapes 已弃用）。
onnx_program = torch.onnx.export(
    model,
    (torch.randn(3, 4),),
    input_names=["x"],
    output_names=["y"],
    dynamic_axes={"x": {0: "batch"}, "y": {0: "batch"}},
)
graph_input = onnx_program.model_proto.graph.input[0]
print([d.dim_param or d.dim_value for d in graph_input.type.tensor_type.shape.dim])  # 这次转换成功了
