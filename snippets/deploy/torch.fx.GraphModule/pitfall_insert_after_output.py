import torch
import torch.fx
import torch.nn as nn


class Net(nn.Module):
    def forward(self, x):
        return x + 1


gm = torch.fx.symbolic_trace(Net())
graph = gm.graph
add = next(n for n in graph.nodes if n.op == "call_function")
neg = graph.call_function(torch.neg, (add,))  # default insertion point: the end
graph.lint()  # passes
gm.recompile()
print(gm.code.strip())  # torch.neg ends up after the return
print(gm(torch.tensor([1.0])))
