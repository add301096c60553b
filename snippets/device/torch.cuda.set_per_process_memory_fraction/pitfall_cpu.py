import torch

# A memory cap set at start-up, in a script that also runs on CPU machines.
torch.cuda.set_per_process_memory_fraction(0.8)
