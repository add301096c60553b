import torch

x = torch.arange(3.0)
# copy=False means "must share memory"; a dtype change cannot
torch.asarray(x, dtype=torch.int64, copy=False)
