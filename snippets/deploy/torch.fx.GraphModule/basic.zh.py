import torch
import torch.fx
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        return torch.relu(self.fc(x)) + 1


gm = torch.fx.symbolic_trace(Net().to(device))

# 每个节点都有操作码（op）、目标（target）和输入
for node in gm.graph.nodes:
    target = node.target if isinstance(node.target, str) else node.target.__name__
    print(f"{node.op:13s} {node.name:6s} target={target:6s} args={node.args}")

# 把 torch.relu 换成 torch.nn.functional.gelu，然后重新生成代码
for node in gm.graph.nodes:
    if node.op == "call_function" and node.target is torch.relu:
        node.target = torch.nn.functional.gelu
gm.graph.lint()
gm.recompile()
print(gm.code.strip())

x = torch.randn(2, 4, device=device)
print(torch.allclose(gm(x), torch.nn.functional.gelu(gm.fc(x)) + 1))
