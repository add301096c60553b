import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        print("  forward sees is_in_onnx_export() =", torch.onnx.is_in_onnx_export())
        if torch.onnx.is_in_onnx_export():
            return torch.clamp(x, min=0.0)  # 写进 ONNX 图的分支
        return torch.relu(x)  # eager 下走的分支


model = Model().eval()
x = torch.tensor([-1.0, 2.0])
print("outside:", torch.onnx.is_in_onnx_export())
model(x)
onnx_program = torch.onnx.export(model, (x,), verbose=False)
print("ONNX nodes:", [node.op_type for node in onnx_program.model_proto.graph.node])
print("after export:", torch.onnx.is_in_onnx_export())
