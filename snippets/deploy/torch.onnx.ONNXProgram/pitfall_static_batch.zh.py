import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 2).eval()
# 没有 dynamic_shapes：每个维度都固定为示例输入的大小（批次为 3）。
onnx_program = torch.onnx.export(model, (torch.randn(3, 4),), verbose=False)
print([d.dim_value for d in onnx_program.model_proto.graph.input[0].type.tensor_type.shape.dim])

onnx_program(torch.randn(5, 4))  # 批次为 5
