import torch

torch.manual_seed(0)
bn = torch.nn.BatchNorm2d(3)  # 每个通道各有一组 (gamma, beta) 和一组滑动均值/方差
x = torch.randn(8, 3, 5, 5) * 2 + 1  # (N, C, H, W)

y = bn(x)  # 训练模式：在当前批次的 (N, H, W) 上计算统计量
print(y.mean(dim=(0, 2, 3)).abs().max() < 1e-5)
print(bn.running_mean, bn.num_batches_tracked)  # 向批次均值移动了 10%（momentum=0.1）

bn.eval()  # 评估模式：使用滑动统计量，不更新任何值
one = bn(x[:1])
print(torch.allclose(one, bn(x)[:1], atol=1e-6))  # 单个样本的输出不再依赖于批次
print(bn.num_batches_tracked)
