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
    results = {}
    for op in (dist.ReduceOp.SUM, dist.ReduceOp.AVG, dist.ReduceOp.MAX, dist.ReduceOp.MIN, dist.ReduceOp.PRODUCT):
        t = torch.tensor([rank + 1.0, 4.0 * rank + 1])  # rank 0：[1, 1]，rank 1：[2, 5]
        dist.all_reduce(t, op=op)
        results[str(op)] = t.tolist()
    if rank == 0:
        for name, value in results.items():
            print(f"{name:20} {value}")
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    print(dist.ReduceOp.SUM, dist.ReduceOp.AVG == dist.ReduceOp.AVG)
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
