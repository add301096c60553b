import torch

conv = torch.nn.Conv1d(4, 8, kernel_size=5)
short = torch.randn(2, 4, 3)  # 序列比卷积核还短
conv(short)
