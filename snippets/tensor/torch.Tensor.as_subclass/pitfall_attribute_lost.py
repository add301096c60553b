import torch


class Tagged(torch.Tensor):
    pass


t = torch.tensor([1.0, 2.0]).as_subclass(Tagged)
t.unit = "m"
y = t * 100
print(type(y).__name__)  # the class survives the operation ...
print(y.unit)  # ... but the attribute does not
