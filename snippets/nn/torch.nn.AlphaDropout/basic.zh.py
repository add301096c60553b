import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(10000, 64)  # 已标准化的输入，与 SELU 网络中一样
drop = torch.nn.AlphaDropout(p=0.2)
y = drop(x)
print(round(y.mean().item(), 2), round(y.std().item(), 2))  # 均值约 0、标准差约 1 保持不变
print(y[0, :6])  # 被丢弃的元素共用一个负值，而不是 0

z = torch.nn.FeatureAlphaDropout(p=0.5)(torch.ones(1, 4, 2, 2))
print(z[0].flatten(1))  # 按通道的版本：被丢弃的通道处处取同一个值

drop.eval()
print(torch.equal(drop(x), x))  # 推理模式下原样输出
print(torch.equal(F.alpha_dropout(x, 0.2, training=True), x))
