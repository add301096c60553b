
import socket

import torch.distributed as dist


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def setup():
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)


setup()
print("first init ok:", dist.is_initialized())
try:
    setup()  # 例如某个辅助函数在已初始化的进程里又调用了一次 init
finally:
    dist.destroy_process_group()
