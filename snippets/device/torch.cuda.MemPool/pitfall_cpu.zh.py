import torch

# 在模块导入时为一块大缓存建的池，而这个模块也会在 CPU 机器上运行。
kv_pool = torch.cuda.MemPool()
