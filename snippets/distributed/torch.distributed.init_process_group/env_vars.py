import os
import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# These four variables are what torchrun sets for every worker process.
# With init_method left at its default ("env://"), init_process_group reads them.
os.environ["MASTER_ADDR"] = "127.0.0.1"
os.environ["MASTER_PORT"] = str(free_port())
os.environ["RANK"] = "0"
os.environ["WORLD_SIZE"] = "1"

dist.init_process_group(backend="gloo")
print("rank", dist.get_rank(), "of", dist.get_world_size())
dist.destroy_process_group()
