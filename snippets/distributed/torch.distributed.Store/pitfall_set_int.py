import torch.distributed as dist

store = dist.HashStore()
store.set("step", 100)  # an int instead of a str or bytes
