import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Code written for GPU, run with DEVICE=cpu
torch.cuda.set_device(device)
