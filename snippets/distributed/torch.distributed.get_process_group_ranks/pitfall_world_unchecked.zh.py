import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
print("world size:", dist.get_world_size())
print("global rank of group rank 5:", dist.get_global_rank(dist.group.WORLD, 5))  # 根本没有这个 rank，却不报错
print("group rank of global rank 5:", dist.get_group_rank(dist.group.WORLD, 5))
dist.destroy_process_group()
