import torch

qx = torch.quantize_per_tensor(torch.randn(1, 3, 8, 8), 0.05, 128, torch.quint8)

# The 1-D form wants (C, L) or (N, C, L), not an image batch
torch.quantized_max_pool1d(qx, kernel_size=[2])
