import torch
import torch.fx
import torch.nn as nn


class Net(nn.Module):
    def forward(self, x):
        return torch.relu(x)


gm = torch.fx.symbolic_trace(Net())
for node in gm.graph.nodes:
    if node.target is torch.relu:
        node.target = torch.sigmoid  # 修改了图……

x = torch.tensor([-1.0, 2.0])
print(gm(x))  # ……但运行的还是旧的生成代码，仍是 relu

gm.recompile()
print(gm(x))
