import torch.distributed as dist


def rank_and_world_size():
    if dist.is_available() and dist.is_initialized():
        return dist.get_rank(), dist.get_world_size()
    return 0, 1  # 普通的单进程运行


print(rank_and_world_size())
