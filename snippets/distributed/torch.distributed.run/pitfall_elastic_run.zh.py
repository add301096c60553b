import torch
import torch.distributed.elastic


def train_fn():
    pass


# 博客文章里见到的写法：根本没有这个函数。
torch.distributed.elastic.run(
    config={"nnodes": "1:4", "nproc_per_node": 4, "rdzv_backend": "c10d", "rdzv_endpoint": "localhost:29400"},
    entrypoint=train_fn,
)
