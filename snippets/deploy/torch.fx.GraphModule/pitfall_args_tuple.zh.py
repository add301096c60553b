import torch
import torch.fx
import torch.nn as nn


class Net(nn.Module):
    def forward(self, x, y):
        return torch.relu(x)


gm = torch.fx.symbolic_trace(Net())
x_node, y_node = [n for n in gm.graph.nodes if n.op == "placeholder"]
for node in gm.graph.nodes:
    if node.target is torch.relu:
        node.args[0] = y_node  # 改为输入 y 而不是 x
