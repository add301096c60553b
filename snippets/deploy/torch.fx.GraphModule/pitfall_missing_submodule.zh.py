import torch
import torch.fx
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        return self.fc(x)


gm = torch.fx.symbolic_trace(Net())
graph = gm.graph
output = next(n for n in graph.nodes if n.op == "output")
with graph.inserting_before(output):
    norm = graph.call_module("norm", (output.args[0],))  # 还没有这个子模块
