import torch


class Scale(torch.nn.Module):
    def __init__(self, size, **kwargs):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(size, **torch.nn.factory_kwargs(kwargs)))


# 只接受 device、dtype、memory_format 和 factory_kwargs
frozen = Scale(3, requires_grad=False)
