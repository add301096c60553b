import torch

# GPU only: "use the whole card" written as an integer.
torch.cuda.set_per_process_memory_fraction(1)
