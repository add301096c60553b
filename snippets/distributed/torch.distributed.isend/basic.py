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
        time.sleep(1)  # the sender is late, as it often is
        work = dist.isend(torch.tensor([7.0, 8.0]), dst=1)
        work.wait()
    else:
        buf = torch.zeros(2)
        work = dist.irecv(buf, src=0)  # returns at once
        print("type:", type(work).__name__, flush=True)
        print("right after irecv:", buf.tolist(), "completed:", work.is_completed(), flush=True)
        ok = work.wait()  # blocks until the data is in buf
        print("after wait:", buf.tolist(), "completed:", work.is_completed(), "wait returned:", ok, flush=True)
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
