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
    loss = torch.tensor([0.5])  # 每个 rank 算出的平均损失都一样

    wrong = loss.clone()
    dist.all_reduce(wrong)  # 本想得到“平均损失”，实际得到的是 SUM
    right = loss.clone()
    dist.all_reduce(right)
    right /= world_size  # 或者：dist.all_reduce(right, op=dist.ReduceOp.AVG)

    if rank == 0:
        print("local loss:", loss.item())
        print("after all_reduce (sum):", wrong.item())
        print("sum / world_size:", right.item())
    dist.barrier()  # 等所有 rank 都完成后再销毁进程组
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
