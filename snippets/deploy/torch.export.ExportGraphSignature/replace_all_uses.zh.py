import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))

# 图变换：让输出经过一个新的 ReLU 节点
graph = ep.graph
output = graph.output_node()
linear = output.args[0][0]
with graph.inserting_after(linear):
    relu = graph.call_function(torch.ops.aten.relu.default, (linear,))
relu.meta["val"] = linear.meta["val"]
output.args = ((relu,),)
ep.graph_module.recompile()

# 签名里记的仍是旧的输出节点
print(ep.graph_signature.user_outputs)
ep.graph_signature.replace_all_uses(linear.name, relu.name)
print(ep.graph_signature.user_outputs)
ep.validate()
print("valid")
