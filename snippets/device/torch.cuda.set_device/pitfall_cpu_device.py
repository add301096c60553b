import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Code written for a GPU, run on a machine without one
torch.cuda.set_device(device)
