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
        ret = dist.send(torch.tensor([1.5, 2.5, 3.5]), dst=1)
    else:
        buf = torch.zeros(3)  # 接收方自己分配缓冲区：形状和 dtype 都要一致
        sender = dist.recv(buf)  # src=None：接收任意 rank 发来的数据
        print(f"rank 1: got {buf.tolist()} from rank {sender}", flush=True)
    dist.barrier()
    if rank == 0:
        print("rank 0: send returned", ret, flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
