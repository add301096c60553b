import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32) * 0.01  # small activations
b = torch.randn(32, 16).to(torch.float8_e4m3fn)
one = torch.tensor(1.0)
fp8_max = torch.finfo(torch.float8_e4m3fn).max

quant_factor = fp8_max / a.abs().max()  # multiplied in to quantize
a_fp8 = (a * quant_factor).to(torch.float8_e4m3fn)
ref = a @ b.float()

# Wrong: the quantization factor itself; right: its reciprocal, the dequantization scale
wrong = F.scaled_mm(a_fp8, b, quant_factor, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise, output_dtype=torch.float32)
right = F.scaled_mm(a_fp8, b, 1 / quant_factor, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise, output_dtype=torch.float32)
print(f"{(wrong.norm() / ref.norm()).item():.1e}")
print(round((right.norm() / ref.norm()).item(), 2))
