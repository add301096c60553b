import io

import torch
import torch.nn as nn


class Model(nn.Module):
    @torch.jit.export  # compiled, saved with the model
    def scale(self, x, k: int):
        return x * k

    @torch.jit.ignore  # stays Python: callable here, not saved
    def summary(self, x: torch.Tensor) -> str:
        return f"mean={x.mean().item():.1f}"

    @torch.jit.unused  # not compiled; still a Python method here
    def train_only(self, x):
        return x

    def forward(self, x):
        return x


scripted = torch.jit.script(Model())
x = torch.ones(2)
print(scripted.scale(x, 3), scripted.summary(x))

buffer = io.BytesIO()
torch.jit.save(scripted, buffer)
buffer.seek(0)
loaded = torch.jit.load(buffer)
for name in ["scale", "summary", "train_only"]:
    print(name, hasattr(scripted, name), hasattr(loaded, name))
