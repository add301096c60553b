import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    stats = {"rank": rank, "samples": 100 + rank, "tags": ["a", "b"][: rank + 1]}

    # 只有目标 rank 传入列表；其他 rank 传 None
    gathered = [None] * world_size if rank == 0 else None
    ret = dist.gather_object(stats, gathered, dst=0)

    seen = [None] * world_size
    dist.all_gather_object(seen, gathered)
    if rank == 0:
        print("returned:", ret)
        print("rank 0 got:", seen[0])
        print("rank 1 got:", seen[1])
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
