import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
first = dist.new_group(ranks=[0], group_desc="first")
second = dist.new_group(ranks=[0], group_desc="second")
print("name():", first.name(), second.name())  # 返回的是后端名，而不是组名
print("group_name:", first.group_name, second.group_name)
print("group_desc:", first.group_desc, second.group_desc)
dist.destroy_process_group()
