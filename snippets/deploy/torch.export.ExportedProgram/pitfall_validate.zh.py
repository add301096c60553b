import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 3).eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,))

# 手写的图变换：在输出前加一个 ReLU
graph = ep.graph
output = graph.output_node()
linear = output.args[0][0]
with graph.inserting_after(linear):
    relu = graph.call_function(torch.relu, (linear,))
output.args = ((relu,),)
ep.graph_module.recompile()

# 模块能跑，数值也对……
print(ep.module()(x).min().item() >= 0)
# ……但它已不是合法的 ExportedProgram
ep.validate()
