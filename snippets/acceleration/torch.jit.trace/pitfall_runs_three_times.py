import torch

calls = []


def double(x):
    calls.append("called")  # a Python side effect
    return x * 2


torch.jit.trace(double, torch.ones(2))
print("check_trace=True: ", len(calls))

calls.clear()
torch.jit.trace(double, torch.ones(2), check_trace=False)
print("check_trace=False:", len(calls))
