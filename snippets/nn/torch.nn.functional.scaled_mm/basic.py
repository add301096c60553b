import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32) * 100
b = torch.randn(32, 16)
fp8_max = torch.finfo(torch.float8_e4m3fn).max
print(fp8_max)


def quantize(x):
    # Per-tensor: the scale maps x's largest magnitude onto the fp8 maximum
    scale = x.abs().max().float() / fp8_max
    return (x / scale).to(torch.float8_e4m3fn), scale


a_fp8, scale_a = quantize(a)
b_fp8, scale_b = quantize(b)
print(a_fp8.dtype, scale_a.shape, scale_a.dtype)

# The scales are the dequantization factors: result = (a_fp8 * scale_a) @ (b_fp8 * scale_b)
out = F.scaled_mm(a_fp8, b_fp8, scale_a, F.ScalingType.TensorWise, scale_b, F.ScalingType.TensorWise, output_dtype=torch.float32)
ref = a @ b
print(out.shape, out.dtype)
print(round(((out - ref).norm() / ref.norm()).item(), 2))

# Row-wise scaling: one scale per row of a, shaped (M, 1), and per column of b, shaped (1, N)
scale_rows = a.abs().amax(dim=1, keepdim=True) / fp8_max
scale_cols = b.abs().amax(dim=0, keepdim=True) / fp8_max
out_rw = F.scaled_mm((a / scale_rows).to(torch.float8_e4m3fn), (b / scale_cols).to(torch.float8_e4m3fn), scale_rows, F.ScalingType.RowWise, scale_cols, F.ScalingType.RowWise, output_dtype=torch.float32)
print(round(((out_rw - ref).norm() / ref.norm()).item(), 2))

print(list(F.ScalingType.__members__))
print(list(F.SwizzleType.__members__))
