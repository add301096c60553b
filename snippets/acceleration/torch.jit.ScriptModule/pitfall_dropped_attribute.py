import numpy as np
import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.pixel_mean = np.array([0.5, 0.5, 0.5])  # a NumPy array
        self.config = {"size": 224, "arch": "tiny"}  # a dict with mixed value types
        self.classes = ("cat", "dog")  # a tuple of str: this one is kept

    def forward(self, x):
        return self.fc(x)


scripted = torch.jit.script(Classifier())  # compiles without a word about the others
print(hasattr(scripted, "pixel_mean"), hasattr(scripted, "config"), hasattr(scripted, "classes"))
scripted.config["size"]  # the attribute was left out of the ScriptModule
