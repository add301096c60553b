import torch

# GPU only: "use at most 50% of the card", written as a percentage.
torch.cuda.set_per_process_memory_fraction(50.0)
