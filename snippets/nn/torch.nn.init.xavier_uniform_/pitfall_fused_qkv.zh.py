import torch

torch.manual_seed(0)
d = 512
fused = torch.empty(3 * d, d)  # q、k、v 三个投影存放在同一个矩阵里
torch.nn.init.xavier_uniform_(fused)  # fan_out 被当成 3*d

separate = torch.empty(d, d)
torch.nn.init.xavier_uniform_(separate)  # 单独一个投影应得到的初始化

print(round(fused.abs().max().item(), 4))
print(round(separate.abs().max().item(), 4))  # 约大 1.41 倍
