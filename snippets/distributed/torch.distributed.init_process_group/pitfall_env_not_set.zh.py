import os

import torch.distributed as dist

# 用普通的 `python train.py` 运行为 torchrun 编写的脚本：
# 没有人设置 RANK / WORLD_SIZE / MASTER_ADDR / MASTER_PORT。
print("RANK" in os.environ, "WORLD_SIZE" in os.environ)
dist.init_process_group(backend="gloo")  # init_method 默认为 "env://"
