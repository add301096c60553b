import torch

torch.set_default_dtype(torch.float64)   # fine: a floating type
torch.set_default_dtype(torch.float32)
torch.set_default_dtype(torch.int64)     # the default dtype must be floating point
