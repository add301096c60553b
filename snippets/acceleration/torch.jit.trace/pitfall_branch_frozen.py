import torch


def shift(x):
    if x.sum() > 0:  # Python decides this once, during tracing
        return x * 2
    return x - 1


traced = torch.jit.trace(shift, torch.ones(3))
neg = torch.tensor([-3.0, 1.0, 0.0])
print("eager: ", shift(neg))
print("traced:", traced(neg))
print(traced.code)
