import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

countdown = torch.arange(10, 0, device=device)   # step 默认为 +1
