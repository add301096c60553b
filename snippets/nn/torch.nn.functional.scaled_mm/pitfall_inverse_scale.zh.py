import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32) * 0.01  # 数值较小的激活
b = torch.randn(32, 16).to(torch.float8_e4m3fn)
one = torch.tensor(1.0)
fp8_max = torch.finfo(torch.float8_e4m3fn).max

quant_factor = fp8_max / a.abs().max()  # 量化时乘上的系数
a_fp8 = (a * quant_factor).to(torch.float8_e4m3fn)
ref = a @ b.float()

# 错误：直接传量化系数；正确：传它的倒数，即反量化 scale
wrong = F.scaled_mm(a_fp8, b, quant_factor, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise, output_dtype=torch.float32)
right = F.scaled_mm(a_fp8, b, 1 / quant_factor, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise, output_dtype=torch.float32)
print(f"{(wrong.norm() / ref.norm()).item():.1e}")
print(round((right.norm() / ref.norm()).item(), 2))
