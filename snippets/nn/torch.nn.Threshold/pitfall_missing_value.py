import torch

act = torch.nn.Threshold(0.1)  # "zero out everything below 0.1"
