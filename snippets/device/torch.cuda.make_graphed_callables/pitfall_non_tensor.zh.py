import torch


def scaled(x, scale):
    return x * scale


# scale 是 Python 数字，和张量一起放进了 sample_args。
graphed = torch.cuda.make_graphed_callables(scaled, (torch.randn(8, 16), 0.5))
