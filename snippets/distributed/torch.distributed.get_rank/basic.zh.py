import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    lines = [
        f"is_available={dist.is_available()} is_initialized={dist.is_initialized()}",
        f"get_rank()={dist.get_rank()} get_world_size()={dist.get_world_size()}",
    ]
    only_rank1 = dist.new_group(ranks=[1])  # 每个 rank 都必须调用 new_group
    lines.append(f"rank in group [1]: {dist.get_rank(only_rank1)}")  # 不在组内的 rank 上为 -1

    gathered = [None] * world_size
    dist.all_gather_object(gathered, lines)
    if rank == 0:
        for r, rank_lines in enumerate(gathered):
            for line in rank_lines:
                print(f"rank {r}: {line}")
    dist.destroy_process_group()


if __name__ == "__main__":
    print("before init:", dist.is_available(), dist.is_initialized())
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
