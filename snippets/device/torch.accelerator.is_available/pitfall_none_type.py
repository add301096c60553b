import torch

# Assumes there is always a usable accelerator.
backend = torch.accelerator.current_accelerator(check_available=True).type
