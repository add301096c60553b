import torch
import torch.distributed as dist

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# A training script written for torchrun, started with plain `python`:
# nothing called init_process_group before the first collective.
grad = torch.ones(3, device=device)
dist.all_reduce(grad)
