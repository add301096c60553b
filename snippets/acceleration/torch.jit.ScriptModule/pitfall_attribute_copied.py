import torch
import torch.nn as nn


class Scaler(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1, bias=False)
        self.scale = 1.0

    def forward(self, x):
        return self.fc(x) * self.scale


model = Scaler()
scripted = torch.jit.script(model)
x = torch.ones(1, 1)

with torch.no_grad():
    model.fc.weight.fill_(3.0)  # parameters are shared: the scripted model sees this
model.scale = 10.0  # a plain attribute was copied: the scripted model does not
print(model(x).item(), scripted(x).item())

scripted.scale = 10.0  # set it on the ScriptModule itself
print(scripted(x).item())
