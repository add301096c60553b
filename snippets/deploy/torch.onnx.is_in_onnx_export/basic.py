import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        print("  forward sees is_in_onnx_export() =", torch.onnx.is_in_onnx_export())
        if torch.onnx.is_in_onnx_export():
            return torch.clamp(x, min=0.0)  # the path written into the ONNX graph
        return torch.relu(x)  # the eager path


model = Model().eval()
x = torch.tensor([-1.0, 2.0])
print("outside:", torch.onnx.is_in_onnx_export())
model(x)
onnx_program = torch.onnx.export(model, (x,), verbose=False)
print("ONNX nodes:", [node.op_type for node in onnx_program.model_proto.graph.node])
print("after export:", torch.onnx.is_in_onnx_export())
