import torch
import torch.fx
import torch.nn as nn


model = nn.Sequential(nn.Linear(2, 2))
gm = torch.fx.symbolic_trace(model)

with torch.no_grad():
    gm.get_submodule("0").weight.zero_()  # meant to change only the copy

print(model[0].weight)  # the original model changed too
print(gm.get_submodule("0") is model[0])
