import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(16, 32, requires_grad=True)
w = torch.randn(32, 8).to(torch.float8_e4m3fn)
one = torch.tensor(1.0)

out = F.scaled_mm(x.to(torch.float8_e4m3fn), w, one, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise)
print(out.requires_grad)  # 看起来可以求导……
out.float().sum().backward()  # ……但没有反向公式
