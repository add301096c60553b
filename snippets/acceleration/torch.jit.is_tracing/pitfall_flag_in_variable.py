import numpy as np
import torch


def describe(x):
    scripting = torch.jit.is_scripting()  # the compiler only prunes `if torch.jit.is_scripting()` itself
    if not scripting:
        print("eager stats:", np.asarray(x).std())
    return x * 2


torch.jit.script(describe)
