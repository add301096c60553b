import torch
import torch.nn as nn
from torch.export import export

ep = export(nn.Sequential(nn.Linear(4, 3), nn.GELU()), (torch.randn(2, 4),))
# 空表的意思是"什么都不分解"，而不是"使用默认分解表"
out = ep.run_decompositions({})
print([str(n.target) for n in out.graph.nodes if n.op == "call_function"])
