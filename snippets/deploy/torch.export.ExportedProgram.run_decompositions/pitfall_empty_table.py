import torch
import torch.nn as nn
from torch.export import export

ep = export(nn.Sequential(nn.Linear(4, 3), nn.GELU()), (torch.randn(2, 4),))
# An empty table means "decompose nothing", not "use the defaults"
out = ep.run_decompositions({})
print([str(n.target) for n in out.graph.nodes if n.op == "call_function"])
