import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(16, 32).to(torch.float8_e4m3fn)
b = torch.randn(32, 8).to(torch.float8_e4m3fn)

# One scale per row of a and per column of b, but as 1-D vectors
scale_a = torch.ones(16)  # should be (16, 1)
scale_b = torch.ones(8)  # should be (1, 8)
out = F.scaled_mm(a, b, scale_a, F.ScalingType.RowWise, scale_b, F.ScalingType.RowWise)
