import torch
import torch.nn as nn
from torch.onnx import TrainingMode, select_model_mode_for_export

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Dropout(0.5))
with select_model_mode_for_export(model, TrainingMode.TRAINING):
    onnx_program = torch.onnx.export(model, (torch.randn(2, 8),), verbose=False)

print([node.op_type for node in onnx_program.model_proto.graph.node])  # Dropout stays in the graph
x = torch.randn(2, 8)
print("same output twice:", torch.equal(onnx_program(x)[0], onnx_program(x)[0]))
