import socket
from datetime import timedelta

import torch.distributed as dist

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]  # nothing listens on this port

# every process created its store with is_master=False, so no server exists
store = dist.TCPStore("127.0.0.1", port, world_size=2, is_master=False, timeout=timedelta(seconds=1))
