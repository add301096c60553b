import torch

gpu = torch.cuda.device(0)  # constructing checks nothing
with gpu:  # entering switches the CUDA device
    x = torch.zeros(3)
