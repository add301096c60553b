import torch


class Tagged(torch.Tensor):
    def __init__(self, *args, **kwargs):
        super().__init__()
        self.unit = "m"  # as_subclass 不会执行这里


t = torch.tensor([1.0, 2.0]).as_subclass(Tagged)
print(type(t).__name__)
print(t.unit)
