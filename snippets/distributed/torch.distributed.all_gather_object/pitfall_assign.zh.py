import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
world_size = dist.get_world_size()
gathered = dist.all_gather_object([None] * world_size, {"loss": 0.5})  # 结果写在列表里，并不作为返回值
print(gathered[0])
