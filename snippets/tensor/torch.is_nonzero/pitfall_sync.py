import torch

device = torch.device("cuda")
x = torch.randn(1000, device=device)
torch.cuda.set_sync_debug_mode("error")     # make every GPU-to-CPU synchronization raise
torch.is_nonzero(x.sum() > 0)               # the answer has to come back to the CPU
