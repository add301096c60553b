import torch

qx = torch.quantize_per_tensor(torch.randn(1, 3, 8, 8), 0.05, 128, torch.quint8)

# 一维形式要求 (C, L) 或 (N, C, L)，不接受一批图像
torch.quantized_max_pool1d(qx, kernel_size=[2])
