import torch
import torch.nn as nn
from torch.export import export

ep = export(nn.Linear(4, 3), (torch.randn(2, 4),))
# 返回值被丢掉了；ep 本身不会被原地修改
ep.run_decompositions()
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
