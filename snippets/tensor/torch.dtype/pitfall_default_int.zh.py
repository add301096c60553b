import torch

torch.set_default_dtype(torch.float64)   # 没问题：浮点类型
torch.set_default_dtype(torch.float32)
torch.set_default_dtype(torch.int64)     # 默认 dtype 必须是浮点类型
