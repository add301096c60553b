import torch

weights = torch.arange(6.0).reshape(2, 3).t()   # (3, 2), not contiguous
flat_template = torch.empty(6)

weights.view_as(flat_template)   # the new shape cannot be expressed with the old strides
