import socket
from datetime import timedelta

import torch.distributed as dist

with socket.socket() as sock:
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]

# The first job's rendezvous server, e.g. a training run that is still alive.
first = dist.TCPStore("127.0.0.1", port, world_size=1, is_master=True, timeout=timedelta(seconds=5))
# A second job on the same machine and the same MASTER_PORT.
second = dist.TCPStore("127.0.0.1", port, world_size=1, is_master=True, timeout=timedelta(seconds=5))
