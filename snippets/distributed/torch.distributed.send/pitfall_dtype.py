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
    if rank == 0:
        labels = torch.tensor([1, 2, 3], dtype=torch.int32)  # 12 bytes
        dist.send(labels, dst=1)
    else:
        buf = torch.zeros(3)  # float32, also 12 bytes: no error
        dist.recv(buf, src=0)
        print("received:", buf.tolist(), flush=True)
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
