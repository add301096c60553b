import torch


class Model(torch.nn.Module):
    def forward(self, x):
        return x.clone() + 1


ep = torch.export.export(Model(), (torch.ones(3),))
nodes = [n for n in ep.graph.nodes if n.op == "call_function"]

print([n.name for n in nodes if n.target is torch.ops.aten.clone])  # 什么也没找到
print([n.name for n in nodes if n.target is torch.ops.aten.clone.default])
print([n.name for n in nodes if n.target.overloadpacket is torch.ops.aten.clone])
