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
# forward mutates a buffer, yet no output is listed for it
print(dict(ep.graph_signature.buffers_to_mutate))
print([spec.kind.name for spec in ep.graph_signature.output_specs])

# After functionalization the new value becomes an output
ep = ep.run_decompositions()
print(dict(ep.graph_signature.buffers_to_mutate))
print([spec.kind.name for spec in ep.graph_signature.output_specs])
