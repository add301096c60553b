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
    local = torch.tensor([rank * 10.0, rank * 10.0 + 1])

    # 每个 rank 一个输出张量，形状都与输入相同
    gathered = [torch.empty_like(local) for _ in range(world_size)]
    ret = dist.all_gather(gathered, local)

    # 或者用一个展平的输出，第一维是输入的 world_size 倍
    flat = torch.empty(world_size * local.numel())
    dist.all_gather_single(flat, local)

    if rank == 0:
        print("returned:", ret)
        print("list:", [t.tolist() for t in gathered])
        print("flat:", flat.tolist())
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
