import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x * 2

    @torch.jit.export  # "make debug_sum available on the scripted model"
    @torch.jit.ignore  # "and do not compile it": the outer decorator wins
    def debug_sum(self, x: torch.Tensor) -> float:
        return float(x.numpy().sum())


print(Model().debug_sum(torch.ones(3)))  # eager mode: fine
torch.jit.script(Model())  # the body is compiled after all
