import numpy as np
import torch


def describe(x):
    # TorchScript 里没有 numpy：script 编译时这个分支会被剔除
    if not torch.jit.is_scripting():
        print("eager stats:", np.round(np.asarray(x).std(), 3))
    return x * 2


def scale(x):
    if not torch.jit.is_tracing():  # Python 端的检查，trace 只会把它固化下来
        assert x.shape[-1] == 4, "expected 4 features"
    return x / 2


x = torch.arange(4.0)
print(describe(x))  # eager：打印统计信息
print(torch.jit.script(describe)(x))  # script 编译：能编译通过，不涉及 numpy
print(torch.jit.trace(scale, x)(x))
print("outside:", torch.jit.is_scripting(), torch.jit.is_tracing())
