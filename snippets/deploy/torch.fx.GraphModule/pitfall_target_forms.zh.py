import torch
import torch.fx
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def forward(self, x):
        return F.relu(x) + x.relu() + torch.relu(x)


gm = torch.fx.symbolic_trace(Net())
for node in gm.graph.nodes:
    if "relu" in node.name:
        print(node.op, node.name, type(node.target).__name__)

print([n.name for n in gm.graph.nodes if n.target is torch.relu])  # 三个里只找到一个
