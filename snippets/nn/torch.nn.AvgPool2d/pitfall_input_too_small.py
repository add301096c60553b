import torch

seq = torch.randn(2, 4, 1)  # (N, C, L) with L=1, e.g. after several downsamplings
torch.nn.AvgPool1d(kernel_size=2)(seq)
