import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


torch.manual_seed(0)
model = Net().eval()
scripted = torch.jit.script(model)
frozen = torch.jit.freeze(scripted)  # FutureWarning: deprecated

print("parameters before:", [n for n, _ in scripted.named_parameters()])
print("parameters after: ", [n for n, _ in frozen.named_parameters()])
# Conv + BatchNorm were folded into one convolution with constant weights
print([n.kind() for n in frozen.graph.nodes() if n.kind().startswith("aten::")])

x = torch.randn(1, 3, 8, 8)
torch.testing.assert_close(frozen(x), model(x))
print("same output")
