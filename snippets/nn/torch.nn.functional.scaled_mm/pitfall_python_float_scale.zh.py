import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32).to(torch.float8_e4m3fn)
b = torch.randn(32, 16).to(torch.float8_e4m3fn)

# scale 必须是 float32 张量，按张量缩放的单个值也一样
out = F.scaled_mm(a, b, 0.5, F.ScalingType.TensorWise, 1.0, F.ScalingType.TensorWise)
