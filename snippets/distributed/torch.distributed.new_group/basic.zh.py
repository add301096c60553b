import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    # 每个 rank 都用相同的列表调用 new_group，不管自己是不是成员
    pair = dist.new_group(ranks=[1, 2])

    value = torch.tensor([10.0 * rank])
    if rank in (1, 2):
        dist.all_reduce(value, group=pair)  # 只对 rank 1 和 2 求和
        info = (rank, dist.get_rank(pair), dist.get_world_size(pair), value.item())
    else:
        info = (rank, dist.get_rank(pair), None, value.item())

    rows = [None] * world_size
    dist.all_gather_object(rows, info)
    if rank == 0:
        for global_rank, group_rank, group_size, v in rows:
            print(f"global rank {global_rank}: rank in group {group_rank}, group size {group_size}, value {v}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(3, free_port()), nprocs=3)
