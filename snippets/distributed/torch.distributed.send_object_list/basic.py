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
        dist.send_object_list([{"lr": 0.1, "epoch": 3}, "ckpt-3.pt", torch.arange(3)], dst=1)
    else:
        received = [None, None, None]  # same length as the sent list
        src = dist.recv_object_list(received, src=0)
        print("from rank", src, flush=True)
        for obj in received:
            print(type(obj).__name__, obj, flush=True)
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
