import os

import torch.distributed as dist

# The variables mpirun or a SLURM script export for a 4-process job, rank 0.
os.environ.update({"RANK": "0", "WORLD_SIZE": "4", "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": "29500"})
print("distributed job:", int(os.environ["WORLD_SIZE"]) > 1)
print("is_torchelastic_launched:", dist.is_torchelastic_launched())  # only TORCHELASTIC_RUN_ID counts
