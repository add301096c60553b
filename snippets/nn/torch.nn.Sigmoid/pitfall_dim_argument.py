import torch

# Copied from nn.Softmax(dim=1): Sigmoid is element-wise and takes no arguments
torch.nn.Sigmoid(dim=1)
