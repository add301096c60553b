import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32).to(torch.float8_e4m3fn)
b = torch.randn(32, 8).to(torch.float8_e4m3fn)

# a 每行、b 每列一个 scale，却写成了一维向量
scale_a = torch.ones(16)  # 应为 (16, 1)
scale_b = torch.ones(8)  # 应为 (1, 8)
out = F.scaled_mm(a, b, scale_a, F.ScalingType.RowWise, scale_b, F.ScalingType.RowWise)
