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
    peer = 1 - rank
    mine = torch.full((2,), float(rank + 1))
    theirs = torch.zeros(2)
    # 两个 rank 同时发送和接收，作为一批提交
    ops = [
        dist.P2POp(dist.isend, mine, peer),
        dist.P2POp(dist.irecv, theirs, peer),
    ]
    works = dist.batch_isend_irecv(ops)
    for w in works:
        w.wait()
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: {len(works)} works, received {theirs.tolist()}", flush=True)
        dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
