import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def embed(self, x):  # a second entry point, without @torch.jit.export
        return self.fc(x).tanh()

    def forward(self, x):
        return self.fc(x)


model = Encoder()
print(model.embed(torch.ones(1, 4)).shape)  # fine in eager mode
scripted = torch.jit.script(model)  # scripting succeeds too
scripted.embed(torch.ones(1, 4))
