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
    local = torch.full((2,), float(rank))
    # only the destination allocates one buffer per rank
    buffers = [torch.empty(2) for _ in range(world_size)] if rank == 0 else None
    dist.gather(local, buffers, dst=0)
    if rank == 0:
        print("rank 0 gathered:", [b.tolist() for b in buffers], flush=True)
        print("stacked:", torch.stack(buffers).shape, flush=True)
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
