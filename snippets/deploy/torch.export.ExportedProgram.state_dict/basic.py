import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.bn = nn.BatchNorm1d(3)
        self.register_buffer("cache", torch.zeros(3), persistent=False)
        self.temperature = torch.tensor(2.0)  # a plain tensor attribute

    def forward(self, x):
        return self.bn(self.fc(x)) / self.temperature + self.cache


model = Net().eval()
ep = torch.export.export(model, (torch.randn(5, 4),))
print(list(ep.state_dict))
print([name for name, _ in ep.named_parameters()])
print([name for name, _ in ep.named_buffers()])
print(list(ep.constants))
print(len(list(ep.parameters())), len(list(ep.buffers())))
# The exported program's state_dict matches the model's
print(ep.state_dict.keys() == model.state_dict().keys())
