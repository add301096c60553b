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

    # 每个 rank 都传入形状相同的张量；非源 rank 上的值会被覆盖
    torch.manual_seed(rank)
    weights = torch.randint(0, 10, (3,)).float()
    before = weights.tolist()
    dist.broadcast(weights, src=0)

    # Python 对象：源 rank 填好列表，其他 rank 传入等长的占位列表
    config = [{"lr": 0.1, "run": "exp-7"}] if rank == 0 else [None]
    dist.broadcast_object_list(config, src=0)

    lines = [None] * world_size
    dist.all_gather_object(lines, f"before {before} after {weights.tolist()} config {config[0]}")
    if rank == 0:
        for r, line in enumerate(lines):
            print(f"rank {r}: {line}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
