import socket

import torch
import torch.distributed as dist
import torch.distributed.nn
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    torch.manual_seed(rank)
    encoder = torch.nn.Linear(3, 2)
    images = torch.randn(4, 3)

    local = encoder(images)
    everyone = torch.cat(torch.distributed.nn.all_gather(local))  # (world_size * 4, 2)，保留计算图
    logits = local @ everyone.T  # 本 rank 的批次与所有 rank 的批次逐一比较
    labels = torch.arange(4) + rank * 4
    loss = torch.nn.functional.cross_entropy(logits, labels)
    loss.backward()  # 每个 rank 都要执行反向传播：其中含有集合通信

    info = (rank, tuple(everyone.shape), encoder.weight.grad is not None)
    rows = [None] * world_size
    dist.all_gather_object(rows, info)
    if rank == 0:
        for r, shape, has_grad in rows:
            print(f"rank {r}: gathered {shape}, encoder got a gradient: {has_grad}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
