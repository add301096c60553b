import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.zeros(()))

    def forward(self, x):
        self.steps.add_(1)
        return x * 2


ep = torch.export.export(Net(), (torch.randn(3),))
# forward 修改了缓冲区，签名里却没有对应的输出
print(dict(ep.graph_signature.buffers_to_mutate))
print([spec.kind.name for spec in ep.graph_signature.output_specs])

# 函数化之后，新值才成为一个输出
ep = ep.run_decompositions()
print(dict(ep.graph_signature.buffers_to_mutate))
print([spec.kind.name for spec in ep.graph_signature.output_specs])
