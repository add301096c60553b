import torch

x = torch.arange(3.0)
# copy=False 的意思是"必须共享内存"；改变 dtype 做不到
torch.asarray(x, dtype=torch.int64, copy=False)
