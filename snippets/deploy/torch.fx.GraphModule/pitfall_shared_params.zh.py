import torch
import torch.fx
import torch.nn as nn


model = nn.Sequential(nn.Linear(2, 2))
gm = torch.fx.symbolic_trace(model)

with torch.no_grad():
    gm.get_submodule("0").weight.zero_()  # 本意是只改副本

print(model[0].weight)  # 原模型也跟着变了
print(gm.get_submodule("0") is model[0])
