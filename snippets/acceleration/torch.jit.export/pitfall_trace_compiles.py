import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x * 2

    @torch.jit.export
    def to_list(self, x):  # fine in Python, but tolist() needs a type hint in TorchScript
        return x.tolist()


model = Model()
print(model.to_list(torch.ones(2)))  # eager mode: fine
torch.jit.trace(model, torch.ones(2))  # trace scripts exported methods as well
