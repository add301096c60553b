import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

with torch.cuda.device(device):  # device-agnostic code, on a machine without a GPU
    x = torch.zeros(3, device=device)
