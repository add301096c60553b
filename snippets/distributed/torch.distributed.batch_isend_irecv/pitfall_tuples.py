import socket

import torch
import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
buf = torch.zeros(2)
ops = [(dist.irecv, buf, 0)]  # plain tuples instead of P2POp
dist.batch_isend_irecv(ops)
