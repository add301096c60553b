import torch
import torch.nn as nn

model = nn.Linear(4, 2).eval()
onnx_program = torch.onnx.export(model, (torch.randn(3, 4),), verbose=False)

# optimize() works in place and returns None.
onnx_program = onnx_program.optimize()
onnx_program.save("model.onnx")
