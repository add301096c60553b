import torch
import torch.distributed as dist

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

print("initialized:", dist.is_initialized())
grad = torch.ones(3, device=device)
dist.all_reduce(grad)  # 这个进程里从未调用过 init_process_group()
