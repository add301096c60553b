import torch

torch.randint(0, 3)      # size is required, even for one number
