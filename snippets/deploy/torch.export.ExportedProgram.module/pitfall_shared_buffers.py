import torch
import torch.nn as nn


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.register_buffer("calls", torch.zeros((), dtype=torch.long))

    def forward(self, x):
        self.calls += 1
        return self.fc(x)


model = Counter().eval()
ep = torch.export.export(model, (torch.randn(2, 4),))
gm = ep.module()
for _ in range(3):
    gm(torch.randn(2, 4))

# The exported module updated the original model's buffer
print(model.calls.item(), ep.state_dict["calls"].item())
print(gm.calls.data_ptr() == model.calls.data_ptr())
