import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# Ask for 4 TiB of float32 on the GPU: more than any card has.
x = torch.empty(1024**4, dtype=torch.float32, device=device)
