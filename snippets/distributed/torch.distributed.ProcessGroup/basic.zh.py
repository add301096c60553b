import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    world = dist.group.WORLD  # 默认组也是一个 ProcessGroup
    last = dist.new_group(ranks=[1])  # 只包含 rank 1 的组

    rows = [None] * world_size
    if isinstance(last, dist.ProcessGroup):
        info = (rank, world.rank(), world.size(), last.rank(), last.size(), dist.get_process_group_ranks(last))
    else:
        info = (rank, world.rank(), world.size(), "not a member", None, None)
    dist.all_gather_object(rows, info)
    if rank == 0:
        print("backend:", dist.get_backend(world))
        for r, wr, ws, lr, ls, members in rows:
            print(f"global rank {r}: WORLD rank {wr}/{ws}, group [1] rank {lr}, size {ls}, members {members}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
