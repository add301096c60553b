import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.register_buffer("offset", torch.ones(3))

    def forward(self, x, mask):
        return (self.fc(x) + self.offset) * mask


model = Net().eval()
ep = torch.export.export(model, (torch.randn(2, 4), torch.ones(2, 3)))
sig = ep.graph_signature
print(sig)
print(sig.user_inputs, sig.user_outputs)
# Graph input name -> name in the model's state_dict
print(dict(sig.inputs_to_parameters))
print(dict(sig.inputs_to_buffers))
