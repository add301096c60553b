import torch
import torch.distributed as dist
from torch.distributed.launcher.api import LaunchConfig, elastic_launch


def train_fn(scale):
    # Runs in each worker process; the launcher has set RANK, WORLD_SIZE, MASTER_ADDR, ...
    dist.init_process_group("gloo")
    t = torch.tensor([float(dist.get_rank() + 1)])
    dist.all_reduce(t)
    dist.destroy_process_group()
    return t.item() * scale


if __name__ == "__main__":
    config = LaunchConfig(
        min_nodes=1,
        max_nodes=1,  # elastic range, like --nnodes=1:1
        nproc_per_node=2,
        rdzv_backend="c10d",
        rdzv_endpoint="127.0.0.1:0",  # port 0: pick a free port
        run_id="demo",
        max_restarts=0,
    )
    results = elastic_launch(config, train_fn)(10.0)  # {local rank: return value}
    print(results)
