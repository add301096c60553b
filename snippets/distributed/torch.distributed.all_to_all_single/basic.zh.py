import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def show(rank, world_size, text):
    # 按 rank 逐个打印，使输出顺序稳定
    for r in range(world_size):
        if r == rank:
            print(f"rank {rank}: {text}", flush=True)
        dist.barrier()


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    x = torch.arange(4.0) + 10 * rank  # rank 0: [0, 1, 2, 3], rank 1: [10, 11, 12, 13]
    out = torch.empty(4)
    dist.all_to_all_single(out, x)  # x 的第 i 块发给 rank i
    show(rank, world_size, f"even split {out.tolist()}")

    send_sizes = [1, 3] if rank == 0 else [2, 2]  # 本 rank 发给 rank 0、rank 1 的元素数
    recv_sizes = [1, 2] if rank == 0 else [3, 2]  # 从 rank 0、rank 1 收到的元素数
    out = torch.empty(sum(recv_sizes))
    dist.all_to_all_single(out, x, output_split_sizes=recv_sizes, input_split_sizes=send_sizes)
    show(rank, world_size, f"uneven split {out.tolist()}")

    outs = [torch.empty(2) for _ in range(world_size)]
    dist.all_to_all(outs, list(x.chunk(world_size)))  # 列表形式
    show(rank, world_size, f"all_to_all {[o.tolist() for o in outs]}")
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
