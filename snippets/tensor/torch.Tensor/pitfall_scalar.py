import torch

torch.Tensor(0.5)   # a float is neither a size nor a sequence
