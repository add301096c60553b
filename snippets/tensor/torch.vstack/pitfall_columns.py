import torch

train = torch.zeros(4, 3)
extra = torch.zeros(2, 4)      # one feature too many

torch.vstack([train, extra])
