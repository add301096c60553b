import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12.0, device=device).view(3, 4)     # 批次大小为 3，4 个特征
weight = torch.ones(2, 4, device=device)              # 与 nn.Linear 一样是 (out, in)
bias = torch.tensor([0.5, -0.5], device=device)       # 广播到 (3, 2)

out = torch.addmm(bias, x, weight.t())                # 即 bias + x @ weight.T
print(out)
print(torch.allclose(out, F.linear(x, weight, bias)))

# beta 缩放 input，alpha 缩放矩阵乘积
print(torch.addmm(bias, x, weight.t(), beta=0.0, alpha=0.5))
