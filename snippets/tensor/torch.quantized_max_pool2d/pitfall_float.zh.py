import torch

x = torch.randn(1, 3, 8, 8)  # 普通的浮点张量

# 只接受量化张量；浮点输入请用 F.max_pool2d
torch.quantized_max_pool2d(x, kernel_size=[2, 2])
