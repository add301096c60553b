import torch
import torch.distributed.elastic


def train_fn():
    pass


# Pattern seen in blog posts: there is no such function.
torch.distributed.elastic.run(
    config={"nnodes": "1:4", "nproc_per_node": 4, "rdzv_backend": "c10d", "rdzv_endpoint": "localhost:29400"},
    entrypoint=train_fn,
)
