import torch

# Eager start-up written for GPU servers, run on a laptop without a GPU.
torch.cuda.init()
