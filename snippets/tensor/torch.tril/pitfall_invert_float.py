import torch

allowed = torch.tril(torch.ones(3, 3))   # float32: built from torch.ones without a dtype

blocked = ~allowed                       # ~ is bitwise, not defined for floats
