# Needs the `onnx` and `onnxscript` packages (the default dynamo=True exporter uses them).
import torch
import torch.nn as nn

model = nn.Linear(4, 2).eval()
# Legacy-style dynamic_axes with the default dynamo=True exporter: it is converted to dynamic_shapes,
# with a UserWarning and a DeprecationWarning (from_dynamic_axes_to_dynamic_shapes is deprecated).
onnx_program = torch.onnx.export(
    model,
    (torch.randn(3, 4),),
    input_names=["x"],
    output_names=["y"],
    dynamic_axes={"x": {0: "batch"}, "y": {0: "batch"}},
)
graph_input = onnx_program.model_proto.graph.input[0]
print([d.dim_param or d.dim_value for d in graph_input.type.tensor_type.shape.dim])  # converted this time
