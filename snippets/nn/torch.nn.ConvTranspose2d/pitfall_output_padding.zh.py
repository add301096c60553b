import torch

up = torch.nn.ConvTranspose2d(8, 4, kernel_size=3, stride=1, output_padding=1)
up(torch.randn(1, 8, 5, 5))  # output_padding 必须小于 stride（或 dilation）
