import torch.distributed as dist

# 放在 init_process_group 之前（或单进程运行时）的断点。
dist.breakpoint()
