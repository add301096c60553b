import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
mine = []  # meant to receive this rank's item
dist.scatter_object_list(mine, [["a.jpg", "b.jpg"]], src=0)
