import torch
import torch.nn as nn
from torch.onnx import TrainingMode, select_model_mode_for_export

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Dropout(0.5))  # freshly built: training mode
print("before:", model.training)

with select_model_mode_for_export(model, TrainingMode.EVAL):
    print("inside:", model.training, model[1].training)
    onnx_program = torch.onnx.export(model, (torch.randn(2, 8),), verbose=False)

print("after: ", model.training)  # the original mode is back
print("ONNX nodes:", [node.op_type for node in onnx_program.model_proto.graph.node])

# Deprecated, yet calling it emits no warning; only the decorator's attribute says so.
print("__deprecated__:", select_model_mode_for_export.__deprecated__)
