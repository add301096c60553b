import torch
import torch.nn.functional as F

x = torch.tensor([-4.0, -1.0, 0.0, 1.0, 4.0])

print(torch.nn.SiLU()(x))
print(torch.allclose(F.silu(x), x * torch.sigmoid(x)))  # SiLU = Swish = x * sigmoid(x)
print(F.silu(torch.linspace(-5, 0, 501)).min())  # 负输入处最低降到约 -0.278
