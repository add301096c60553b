import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(x)


scripted = torch.jit.script(Net())
torch.save(scripted, "model.pt")  # the pickle-based saver, not torch.jit.save
