import torch
import torch.fx
import torch.nn as nn


class Net(nn.Module):
    def forward(self, x):
        return torch.relu(x)


gm = torch.fx.symbolic_trace(Net())
for node in gm.graph.nodes:
    if node.target is torch.relu:
        node.target = torch.sigmoid  # edit the graph ...

x = torch.tensor([-1.0, 2.0])
print(gm(x))  # ... but the old generated code still runs relu

gm.recompile()
print(gm(x))
