import torch
import torch.nn as nn


class Gate(nn.Module):
    def forward(self, x):
        # Branches take the operands as arguments and must return new tensors
        return torch.cond(x.sum() > 0, lambda t: t.sin(), lambda t: t.cos(), (x,))


# Eager call: only the chosen branch runs
print(torch.cond(torch.tensor(True), lambda t: t + 1, lambda t: t - 1, (torch.zeros(2),)))

ep = torch.export.export(Gate(), (torch.randn(3),))
# Both branches are in the program, as subgraphs of one cond node
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
print(sorted(name for name, _ in ep.graph_module.named_children()))

# The exported program picks the branch at run time, from the values
print(ep.module()(torch.ones(3)))
print(ep.module()(-torch.ones(3)))
