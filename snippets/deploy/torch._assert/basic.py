import torch
import torch.fx


class Head(torch.nn.Module):
    def forward(self, x):
        torch._assert(x.shape[1] == 3, "Head expects 3 features")
        return x * 2


gm = torch.fx.symbolic_trace(Head())    # a plain `assert` here would fail to trace
print(gm.code)                          # the check is a node of the graph

print(gm(torch.ones(2, 3)).shape)
try:
    gm(torch.ones(2, 4))
except AssertionError as e:
    print("AssertionError:", e)
