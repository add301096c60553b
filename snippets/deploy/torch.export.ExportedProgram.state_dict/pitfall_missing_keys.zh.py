import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.register_buffer("cache", torch.zeros(3), persistent=False)

    def forward(self, x):
        return self.fc(x) + self.cache


ep = torch.export.export(Net().eval(), (torch.randn(2, 4),))
# 只从 state_dict 取被提升的张量会漏掉一个
targets = [spec.target for spec in ep.graph_signature.input_specs if spec.target]
print(targets)
print([t for t in targets if t not in ep.state_dict])
print("cache" in ep.constants)
