import logging
import socket

import torch.distributed as dist


class Collect(logging.Handler):
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


collect = Collect()
logging.getLogger("torch.distributed").addHandler(collect)  # breakpoint 在这里记录跳过的次数
dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
try:
    def load_batch():
        dist.breakpoint(skip=3)  # 本意：第 4 个批次时停下

    def train_step():
        dist.breakpoint(skip=3)  # 本意：第 4 步时停下

    load_batch()
    train_step()
    load_batch()
    print(collect.messages)  # 两处共用一个计数器：下一次调用无论在哪里都会停下
finally:
    dist.destroy_process_group()
