import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 3).eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,))

# A hand-written pass: put a ReLU in front of the output
graph = ep.graph
output = graph.output_node()
linear = output.args[0][0]
with graph.inserting_after(linear):
    relu = graph.call_function(torch.relu, (linear,))
output.args = ((relu,),)
ep.graph_module.recompile()

# The module runs and gives the expected numbers...
print(ep.module()(x).min().item() >= 0)
# ...but the program is no longer a valid ExportedProgram
ep.validate()
