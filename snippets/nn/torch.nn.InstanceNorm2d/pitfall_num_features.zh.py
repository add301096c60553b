import torch

norm = torch.nn.InstanceNorm2d(64, affine=True)
norm(torch.randn(2, 32, 8, 8))  # 前一层卷积只有 32 个输出通道
