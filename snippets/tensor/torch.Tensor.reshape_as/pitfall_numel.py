import torch

bias = torch.zeros(3)
activations = torch.zeros(2, 3)

bias.reshape_as(activations)   # 3 elements cannot fill a (2, 3) shape; this is not broadcasting
