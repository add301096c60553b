import torch


def shift(x):
    if x.sum() > 0:
        return x * 2
    return x - 1


# check_inputs re-traces with other inputs and compares the graphs
torch.jit.trace(shift, torch.ones(3), check_inputs=[(-torch.ones(3),)])
