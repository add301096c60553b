import torch

act = torch.nn.RReLU(0.3, 0.1)  # lower and upper swapped; construction succeeds
act(torch.randn(4))
