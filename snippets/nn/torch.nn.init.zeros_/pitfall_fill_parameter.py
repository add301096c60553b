import torch

layer = torch.nn.Linear(4, 3)
layer.bias.fill_(0.0)  # in-place on a leaf that requires grad, with autograd recording
