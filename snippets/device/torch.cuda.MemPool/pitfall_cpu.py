import torch

# A pool for a big cache, created at import time of a module that also runs on CPU machines.
kv_pool = torch.cuda.MemPool()
