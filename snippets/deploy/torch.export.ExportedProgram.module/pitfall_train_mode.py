import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5))  # .eval() forgotten
ep = torch.export.export(model, (torch.randn(2, 4),))

# The dropout node was recorded with train=True
print([node.args[1:] for node in ep.graph.nodes if node.name == "dropout"])
gm = ep.module()
x = torch.ones(2, 4)
print(torch.equal(gm(x), gm(x)))  # two calls, two different results
