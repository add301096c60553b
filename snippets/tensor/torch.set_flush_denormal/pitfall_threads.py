import torch

torch.set_num_threads(4)
big = torch.full((4_000_000,), 1e-39)       # denormals everywhere
big * 1                                     # any parallel op starts the intra-op worker threads

torch.set_flush_denormal(True)              # called afterwards: only this thread is switched
r = big * 1
torch.set_flush_denormal(False)
print("some flushed:", bool((r == 0).any()), "some kept:", bool((r != 0).any()))
