import torch


class Scale(torch.nn.Module):
    def __init__(self, size, **kwargs):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(size, **torch.nn.factory_kwargs(kwargs)))


# Only device, dtype, memory_format and factory_kwargs are accepted
frozen = Scale(3, requires_grad=False)
