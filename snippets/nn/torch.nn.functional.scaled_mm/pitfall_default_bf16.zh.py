import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32).to(torch.float8_e4m3fn)
b = torch.randn(32, 16).to(torch.float8_e4m3fn)
one = torch.tensor(1.0)

out = F.scaled_mm(a, b, one, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise)
print(out.dtype)  # 除非指定 output_dtype，否则是 bfloat16
out32 = F.scaled_mm(a, b, one, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise, output_dtype=torch.float32)
print(out32.dtype)
print((out.float() - out32).abs().max() > 0)  # bf16 结果经过了舍入
