import torch

torch.manual_seed(0)
drop = torch.nn.Dropout2d(p=0.5)
x = torch.ones(1, 6, 2, 2)  # (N, C, H, W)

y = drop(x)
print(y.sum(dim=(2, 3)))  # 整个通道被置零；保留下来的通道乘以 1 / (1 - p) = 2

drop.eval()
print(torch.equal(drop(x), x))  # 评估模式下为恒等映射
