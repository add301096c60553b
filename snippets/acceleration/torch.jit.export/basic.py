import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def normalize(self, x):  # compiled: an exported method calls it
        return nn.functional.normalize(x, dim=-1)

    @torch.jit.export
    def embed(self, x):  # compiled although forward never calls it
        return self.normalize(self.fc(x))

    def debug_print(self, x):  # not compiled: nothing compiled reaches it
        print(x)

    def forward(self, x):
        return self.fc(x)


scripted = torch.jit.script(Encoder())  # FutureWarning on torch 2.15
for name in ["forward", "embed", "normalize", "debug_print"]:
    print(name, hasattr(scripted, name))
print(scripted.embed(torch.ones(1, 4)).shape)
print(scripted.embed.code)
