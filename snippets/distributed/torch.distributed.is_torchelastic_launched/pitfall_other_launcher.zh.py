import os

import torch.distributed as dist

# mpirun 或 SLURM 脚本为一个 4 进程任务的 rank 0 导出的变量。
os.environ.update({"RANK": "0", "WORLD_SIZE": "4", "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": "29500"})
print("distributed job:", int(os.environ["WORLD_SIZE"]) > 1)
print("is_torchelastic_launched:", dist.is_torchelastic_launched())  # 只看 TORCHELASTIC_RUN_ID
