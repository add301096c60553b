import socket
import tempfile
from pathlib import Path

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port, folder):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    path = Path(folder) / "vocab.pt"

    if rank == 0:
        torch.save(torch.arange(5), path)  # 例如只下载或预处理一次
    dist.barrier()  # 所有 rank 都在这里等，直到 rank 0 写完文件

    vocab = torch.load(path)
    sizes = [None] * world_size
    dist.all_gather_object(sizes, (rank, vocab.tolist()))
    if rank == 0:
        print("every rank read the file:", sizes)
    dist.destroy_process_group()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as folder:
        mp.spawn(worker, args=(2, free_port(), folder), nprocs=2)
