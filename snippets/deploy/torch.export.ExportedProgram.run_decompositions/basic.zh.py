import torch
import torch.nn as nn
from torch.export import default_decompositions, export


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.norm = nn.LayerNorm(3)

    def forward(self, x):
        return nn.functional.gelu(self.norm(self.fc(x)))


def ops(program):
    return sorted(str(n.target) for n in program.graph.nodes if n.op == "call_function")


torch.manual_seed(0)
ep = export(Block().eval(), (torch.randn(2, 4),))
print("exported:", ops(ep))

# 默认分解表：降到 core ATen 算子集；返回一个新程序
core = ep.run_decompositions()
print("core:    ", ops(core))
print("ep still:", ops(ep))

# 想保留 linear 这个算子：把它从分解表里删掉
table = default_decompositions()
table.pop(torch.ops.aten.linear.default)
print("kept:    ", ops(ep.run_decompositions(table)))

x = torch.randn(2, 4)
torch.testing.assert_close(core.module()(x), ep.module()(x))
print("same numbers")
