import torch


def shift(x):
    if x.sum() > 0:  # 这个判断只在追踪时由 Python 做一次
        return x * 2
    return x - 1


traced = torch.jit.trace(shift, torch.ones(3))
neg = torch.tensor([-3.0, 1.0, 0.0])
print("eager: ", shift(neg))
print("traced:", traced(neg))
print(traced.code)
