import torch
import torch.fx
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return torch.relu(self.fc(x)) + 1


torch.manual_seed(0)
model = Net().to(device)
gm = torch.fx.symbolic_trace(model)

print(isinstance(gm, torch.fx.GraphModule))
for node in gm.graph.nodes:
    print(f"{node.op:14s} {node.name}")
print(gm.code.strip())

x = torch.randn(3, 4, device=device)
torch.testing.assert_close(gm(x), model(x))
print("same output as the original module")
