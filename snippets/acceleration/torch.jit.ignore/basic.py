import numpy as np
import torch


class Model(torch.nn.Module):
    @torch.jit.ignore  # left as Python; TorchScript calls back into the interpreter
    def stats(self, x: torch.Tensor) -> float:
        return float(np.asarray(x).std())

    @torch.jit.unused  # not compiled at all; calling it from TorchScript raises
    def training_hook(self, x):
        return torch.from_numpy(np.asarray(x) * 0)

    def forward(self, x):
        if self.training:
            return self.training_hook(x)
        return x * 2 + self.stats(x)


x = torch.tensor([1.0, 3.0])
model = Model().eval()
print("eager:", model(x))
scripted = torch.jit.script(model)  # compiles although both methods use numpy
print("scripted:", scripted(x))
