import torch
import torch.nn as nn
from torch.export import Dim


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
        self.register_buffer("scratch", torch.zeros(4), persistent=False)

    def forward(self, x, repeat: int):
        return self.fc(x).repeat(repeat, 1) + self.scratch


# 把 int 参数标成动态的，它才会保留为输入
ep = torch.export.export(
    Net().eval(), (torch.randn(2, 4), 3), dynamic_shapes={"x": None, "repeat": Dim.DYNAMIC}
)
for spec in ep.graph_signature.input_specs:
    print(spec.kind.name, type(spec.arg).__name__, spec.arg.name, spec.target, spec.persistent)
for spec in ep.graph_signature.output_specs:
    print(spec.kind.name, type(spec.arg).__name__, spec.arg.name)
