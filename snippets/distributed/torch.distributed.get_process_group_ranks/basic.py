import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(rank, world_size, port):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    sub = dist.new_group(ranks=[1])  # every rank must call new_group, even those not in it
    if rank == 1:
        print("world ranks:", dist.get_process_group_ranks(dist.group.WORLD), flush=True)
        print("sub ranks:", dist.get_process_group_ranks(sub), flush=True)
        print("group rank 0 of sub is global rank", dist.get_global_rank(sub, 0), flush=True)
        print("global rank 1 is rank", dist.get_group_rank(sub, 1), "in sub", flush=True)
        try:
            dist.get_group_rank(sub, 0)
        except ValueError as e:
            print("ValueError:", str(e).split(" <")[0], flush=True)  # the message ends with the group object
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(worker, args=(2, free_port()), nprocs=2)
