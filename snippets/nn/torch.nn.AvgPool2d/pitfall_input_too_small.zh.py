import torch

seq = torch.randn(2, 4, 1)  # (N, C, L)，L=1，例如经过多次下采样之后
torch.nn.AvgPool1d(kernel_size=2)(seq)
