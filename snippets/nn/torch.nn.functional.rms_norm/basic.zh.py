import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 8) * 3  # (batch, seq_len, hidden)

y = F.rms_norm(x, (8,))  # 在最后一维上计算 x / sqrt(mean(x^2) + eps)
print(y.pow(2).mean(dim=-1).sqrt()[0])  # 每个向量的均方根为 1……
print(y.mean(dim=-1)[0].abs().max() > 0.01)  # ……但均值并没有被减掉（与 LayerNorm 不同）

norm = torch.nn.RMSNorm(8)  # 模块形式，带可学习的 weight（初始化为 1）
print(norm.weight.shape, norm.eps)
print(torch.allclose(norm(x), y))
