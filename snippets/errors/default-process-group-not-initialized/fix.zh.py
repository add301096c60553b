import os

import torch
import torch.distributed as dist

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# torchrun 会设置 RANK、WORLD_SIZE、MASTER_ADDR 和 MASTER_PORT；init_process_group 会读取它们。
# 这里只运行一个进程，并通过文件完成 rendezvous，因此不需要网络。
backend = "nccl" if device.type == "cuda" else "gloo"
dist.init_process_group(
    backend, init_method="file://" + os.path.abspath("rendezvous"), rank=0, world_size=1
)
print("initialized:", dist.is_initialized(), "rank:", dist.get_rank(), "world size:", dist.get_world_size())
grad = torch.ones(3, device=device)
dist.all_reduce(grad)
print(grad.tolist())
dist.destroy_process_group()

# 还需要在没有 torchrun 时运行的代码，可以给集合通信加上保护：
if dist.is_available() and dist.is_initialized():
    dist.all_reduce(grad)
print("still initialized:", dist.is_initialized())
