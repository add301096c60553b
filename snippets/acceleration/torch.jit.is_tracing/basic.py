import numpy as np
import torch


def describe(x):
    # numpy does not exist in TorchScript: this branch is dropped when scripting
    if not torch.jit.is_scripting():
        print("eager stats:", np.round(np.asarray(x).std(), 3))
    return x * 2


def scale(x):
    if not torch.jit.is_tracing():  # a Python-side check a trace would only freeze
        assert x.shape[-1] == 4, "expected 4 features"
    return x / 2


x = torch.arange(4.0)
print(describe(x))  # eager: prints the stats
print(torch.jit.script(describe)(x))  # scripted: compiles, no numpy
print(torch.jit.trace(scale, x)(x))
print("outside:", torch.jit.is_scripting(), torch.jit.is_tracing())
