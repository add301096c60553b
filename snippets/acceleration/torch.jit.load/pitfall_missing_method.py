import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(x)

    def predict(self, x):  # a plain helper method, never called by forward
        return self.forward(x).argmax(-1)


torch.jit.save(torch.jit.script(Classifier()), "clf.pt")
loaded = torch.jit.load("clf.pt")
loaded.predict(torch.randn(1, 3))
