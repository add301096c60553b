import torch
import torch.nn as nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("scale", torch.tensor([2.0]))

    def forward(self, x):
        return torch.relu(x.reshape(x.shape[0], -1) * (self.scale + 1.0))


torch.manual_seed(0)
model = Scale().eval()
x = torch.randn(2, 3, 4)
onnx_program = torch.onnx.export(model, (x,), optimize=False, verbose=False)
print("before:", [node.op_type for node in onnx_program.model_proto.graph.node])
result = onnx_program.optimize()  # in place
print("returns:", result)
print("after: ", [node.op_type for node in onnx_program.model_proto.graph.node])
torch.testing.assert_close(onnx_program(x)[0], model(x))
print("outputs still match eager")
