import torch

layer = torch.nn.Linear(2, 2)
layer.bias.fill_(0.0)       # a parameter is a leaf that requires grad
