import torch
import torch.nn as nn


class ByLength(nn.Module):
    def forward(self, x):
        # With static shapes, x.shape[0] > 2 is a plain Python bool
        return torch.cond(x.shape[0] > 2, lambda t: t + 1, lambda t: t * 2, (x,))


ep = torch.export.export(ByLength(), (torch.randn(4),))
# No cond node is left: only the branch chosen at export time
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
