import torch

# A topology check from a multi-GPU script, run where no GPU is visible.
print(torch.cuda.can_device_access_peer(0, 1))
