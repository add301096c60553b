import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.bn = nn.BatchNorm1d(3)

    def forward(self, x):
        return self.bn(self.fc(x))


torch.manual_seed(0)
model = Net().eval()
x = torch.randn(5, 4)
ep = torch.export.export(model, (x,))

gm = ep.module()
print(type(gm).__name__, isinstance(gm, nn.Module))
# Same names as the original model, so its state_dict loads
print([name for name, _ in gm.named_parameters()])
print(gm.load_state_dict(model.state_dict()))

torch.testing.assert_close(gm(x), model(x))
print("matches eager")
