import torch

torch.nn.Hardshrink(inplace=True)
