import torch
import torch.fx
import torch.nn as nn


class Net(nn.Module):
    def forward(self, x):
        return x + 1


gm = torch.fx.symbolic_trace(Net())
graph = gm.graph
add = next(n for n in graph.nodes if n.op == "call_function")
neg = graph.call_function(torch.neg, (add,))  # 默认插入点：图的末尾
graph.lint()  # 能通过
gm.recompile()
print(gm.code.strip())  # torch.neg 被放到了 return 之后
print(gm(torch.tensor([1.0])))
