import torch
import torch.nn as nn


class Gate(nn.Module):
    def forward(self, x):
        # 分支以 operands 为参数，并且必须返回新张量
        return torch.cond(x.sum() > 0, lambda t: t.sin(), lambda t: t.cos(), (x,))


# 即时执行：只运行被选中的分支
print(torch.cond(torch.tensor(True), lambda t: t + 1, lambda t: t - 1, (torch.zeros(2),)))

ep = torch.export.export(Gate(), (torch.randn(3),))
# 两个分支都在程序里，是同一个 cond 节点的子图
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
print(sorted(name for name, _ in ep.graph_module.named_children()))

# 导出的程序在运行时根据张量的值选择分支
print(ep.module()(torch.ones(3)))
print(ep.module()(-torch.ones(3)))
