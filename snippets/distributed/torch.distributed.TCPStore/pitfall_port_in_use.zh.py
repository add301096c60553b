from datetime import timedelta

import torch.distributed as dist

old_job = dist.TCPStore("127.0.0.1", 0, is_master=True, wait_for_workers=False)  # 上一次运行还占着这个端口
port = old_job.port
new_job = dist.TCPStore("127.0.0.1", port, is_master=True, wait_for_workers=False, timeout=timedelta(seconds=2))
