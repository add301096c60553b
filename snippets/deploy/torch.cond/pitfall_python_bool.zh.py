import torch
import torch.nn as nn


class ByLength(nn.Module):
    def forward(self, x):
        # 形状是静态的，x.shape[0] > 2 只是普通的 Python bool
        return torch.cond(x.shape[0] > 2, lambda t: t + 1, lambda t: t * 2, (x,))


ep = torch.export.export(ByLength(), (torch.randn(4),))
# 图里没有 cond 节点，只剩导出时选中的那个分支
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])
