import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.get_rng_state(device)   # the global CPU state only: it takes no device
