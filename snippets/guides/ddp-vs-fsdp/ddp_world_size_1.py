import socket

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Under torchrun, RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT come from the environment and
# init_process_group() needs no arguments. Here we start a single process by hand:
# ask the OS for a free port by binding port 0, then point a TCP rendezvous at it.
with socket.socket() as sock:
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]

dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
print("backend:", dist.get_backend(), "| rank:", dist.get_rank(), "| world size:", dist.get_world_size())

try:
    torch.manual_seed(0)
    model = torch.nn.Linear(8, 2).to(device)
    # On GPUs: DDP(model, device_ids=[local_rank]); on CPU leave device_ids unset.
    ddp_model = DDP(model)
    optimizer = torch.optim.SGD(ddp_model.parameters(), lr=0.1)  # create it after wrapping

    x = torch.randn(16, 8, device=device)
    y = torch.randn(16, 2, device=device)
    for step in range(3):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(ddp_model(x), y)
        loss.backward()  # gradients are all-reduced (averaged) across ranks here
        optimizer.step()
        print(f"step {step}: loss {loss.item():.4f}")

    # The wrapper adds a "module." prefix; save the inner module's state dict instead.
    print("wrapper keys:", list(ddp_model.state_dict()))
    print("inner keys:  ", list(ddp_model.module.state_dict()))

    # A collective works the same way: with one rank the sum is the tensor itself.
    t = torch.tensor([1.0, 2.0], device=device)
    dist.all_reduce(t, op=dist.ReduceOp.SUM)
    print("all_reduce:", t.tolist())
finally:
    dist.destroy_process_group()
print("initialized after destroy:", dist.is_initialized())
