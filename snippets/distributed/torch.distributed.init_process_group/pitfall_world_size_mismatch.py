
import datetime
import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# world_size says 2, but only this one process is started. Rank 0 waits for the
# missing rank until the timeout (30 minutes by default for gloo); here we shorten it.
dist.init_process_group(
    "gloo",
    init_method=f"tcp://127.0.0.1:{free_port()}",
    rank=0,
    world_size=2,
    timeout=datetime.timedelta(seconds=2),
)
