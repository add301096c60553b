import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 4, 4) * 5 + 2
norm = torch.nn.InstanceNorm2d(3)
print(norm)  # 默认 affine=False、track_running_stats=False
print(len(list(norm.parameters())), norm.running_mean)  # 没有参数，也没有缓冲区
y = norm(x)
print(y.mean(dim=(2, 3))[0])  # 每个（样本, 通道）平面的均值为 0……
print(y.var(dim=(2, 3), unbiased=False)[0])  # ……方差为 1
norm.eval()
print(torch.allclose(norm(x), y))  # 推理模式下仍使用输入自身的统计量
print(torch.allclose(F.instance_norm(x), y))
print(torch.nn.InstanceNorm1d(3)(torch.randn(2, 3, 10)).shape)  # (N, C, L)
