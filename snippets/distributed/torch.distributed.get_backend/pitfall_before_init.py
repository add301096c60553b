import torch.distributed as dist

backend = dist.get_backend()  # asked before init_process_group: there is no default group yet
