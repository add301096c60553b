import socket
import time

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
        time.sleep(1)
        dist.send(torch.tensor([5.0, 5.0]), dst=1)
    else:
        grad = torch.zeros(2)
        work = dist.irecv(grad, src=0)
        total = grad.sum()  # used before work.wait(): the data has not arrived
        work.wait()
        print("sum computed too early:", total.item(), flush=True)
        print("sum after wait:", grad.sum().item(), flush=True)
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
