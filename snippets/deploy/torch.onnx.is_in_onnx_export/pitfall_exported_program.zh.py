import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        if torch.onnx.is_in_onnx_export():
            return torch.clamp(x, min=0.0)
        return torch.relu(x)


model = Model().eval()
x = torch.tensor([-1.0, 2.0])

direct = torch.onnx.export(model, (x,), verbose=False)
print("from the module:          ", [n.op_type for n in direct.model_proto.graph.node])

# torch.export.export 运行 forward() 时，ONNX 导出还没有开始。
exported = torch.export.export(model, (x,))
via_ep = torch.onnx.export(exported, verbose=False)
print("from an ExportedProgram:  ", [n.op_type for n in via_ep.model_proto.graph.node])
