import torch.distributed as dist

backend = dist.get_backend()  # 在 init_process_group 之前查询：此时还没有默认进程组
