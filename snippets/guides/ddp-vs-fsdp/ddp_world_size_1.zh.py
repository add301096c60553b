import socket

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 在 torchrun 下，RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT 来自环境变量，
# init_process_group() 无需任何参数。这里手动启动单个进程：
# 绑定 0 号端口让操作系统分配一个空闲端口，再让 TCP rendezvous 指向它。
with socket.socket() as sock:
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]

dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
print("backend:", dist.get_backend(), "| rank:", dist.get_rank(), "| world size:", dist.get_world_size())

try:
    torch.manual_seed(0)
    model = torch.nn.Linear(8, 2).to(device)
    # GPU 上：DDP(model, device_ids=[local_rank])；CPU 上不设 device_ids。
    ddp_model = DDP(model)
    optimizer = torch.optim.SGD(ddp_model.parameters(), lr=0.1)  # 在包装之后再创建优化器

    x = torch.randn(16, 8, device=device)
    y = torch.randn(16, 2, device=device)
    for step in range(3):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(ddp_model(x), y)
        loss.backward()  # 梯度在这里跨 rank 做 all-reduce（求平均）
        optimizer.step()
        print(f"step {step}: loss {loss.item():.4f}")

    # 包装器会加上 "module." 前缀；应改为保存内部模块的状态字典。
    print("wrapper keys:", list(ddp_model.state_dict()))
    print("inner keys:  ", list(ddp_model.module.state_dict()))

    # 集合通信的用法相同：只有一个 rank 时，求和结果就是张量本身。
    t = torch.tensor([1.0, 2.0], device=device)
    dist.all_reduce(t, op=dist.ReduceOp.SUM)
    print("all_reduce:", t.tolist())
finally:
    dist.destroy_process_group()
print("initialized after destroy:", dist.is_initialized())
