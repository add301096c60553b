import torch
import torch.distributed as dist
from torch.distributed.launcher.api import LaunchConfig, elastic_launch


def train_fn(scale):
    # 在每个工作进程中运行；启动器已经设置好 RANK、WORLD_SIZE、MASTER_ADDR 等
    dist.init_process_group("gloo")
    t = torch.tensor([float(dist.get_rank() + 1)])
    dist.all_reduce(t)
    dist.destroy_process_group()
    return t.item() * scale


if __name__ == "__main__":
    config = LaunchConfig(
        min_nodes=1,
        max_nodes=1,  # 弹性范围，相当于 --nnodes=1:1
        nproc_per_node=2,
        rdzv_backend="c10d",
        rdzv_endpoint="127.0.0.1:0",  # 端口 0：自动选择空闲端口
        run_id="demo",
        max_restarts=0,
    )
    results = elastic_launch(config, train_fn)(10.0)  # {local rank: 返回值}
    print(results)
