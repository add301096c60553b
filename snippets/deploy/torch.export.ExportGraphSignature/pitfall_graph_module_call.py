import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,))
print(ep.graph_signature.user_inputs)
ep.graph_module(x)  # the weight and bias are inputs of this graph too
