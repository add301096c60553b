import torch

batch = torch.randn(0, 4)    # e.g. an empty last batch
torch.aminmax(batch)
