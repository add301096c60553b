import torch
import torch.nn as nn
from torch.export import export

ep = export(nn.Linear(4, 3), (torch.randn(2, 4),))
# The result is thrown away; ep is not changed in place
ep.run_decompositions()
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
