import torch
import torch.nn as nn


class Scale(nn.Module):
    def forward(self, x, n: int):
        return x * n


x = torch.randn(3)
ep = torch.export.export(Scale(), (x, 4))
spec = ep.graph_signature.input_specs[1]
print(spec.kind.name, spec.arg)  # a constant, not an input
ep.module()(x, 5)
