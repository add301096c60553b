import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(24, 16).to(torch.float8_e4m3fn)  # 3 groups of 8 rows
b = torch.randn(3, 16, 16).to(torch.float8_e4m3fn)
offs = torch.tensor([8, 16, 24], dtype=torch.int32)
scale_a = torch.ones(24, 1)
scale_b = torch.ones(3, 1, 16)

# scaled_mm has a CPU kernel; scaled_grouped_mm has none
out = F.scaled_grouped_mm(a, b, scale_a, F.ScalingType.RowWise, scale_b, F.ScalingType.RowWise, offs=offs)
