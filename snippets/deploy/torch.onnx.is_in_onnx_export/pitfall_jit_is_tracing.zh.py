import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        if torch.jit.is_tracing():  # 旧代码判断是否在导出 ONNX 的写法
            return torch.clamp(x, min=0.0)
        return torch.relu(x)


model = Model().eval()
onnx_program = torch.onnx.export(model, (torch.tensor([-1.0, 2.0]),), verbose=False)
print([n.op_type for n in onnx_program.model_proto.graph.node])  # eager 下走的分支 was exported
