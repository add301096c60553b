import torch


def shift(x):
    if x.sum() > 0:
        return x * 2
    return x - 1


# check_inputs 用其他输入重新追踪，并比较两张图
torch.jit.trace(shift, torch.ones(3), check_inputs=[(-torch.ones(3),)])
