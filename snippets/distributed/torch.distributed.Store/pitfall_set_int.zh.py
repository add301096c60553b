import torch.distributed as dist

store = dist.HashStore()
store.set("step", 100)  # 传了 int，而不是 str 或 bytes
