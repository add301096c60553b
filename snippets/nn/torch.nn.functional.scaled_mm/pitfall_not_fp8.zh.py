import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32, dtype=torch.bfloat16)
b = torch.randn(32, 16, dtype=torch.bfloat16)
one = torch.tensor(1.0)

# 只是低精度还不够：操作数必须已经是 float8（或 fp4）
out = F.scaled_mm(a, b, one, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise)
