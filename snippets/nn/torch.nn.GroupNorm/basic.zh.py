import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 8, 5, 5) * 3 + 2  # (N, C, H, W)

gn = torch.nn.GroupNorm(num_groups=4, num_channels=8)  # 4 组，每组 2 个通道
y = gn(x)
groups = y.view(2, 4, 2, 5, 5)  # (N, 组, 组内通道, H, W)
print(groups.mean(dim=(2, 3, 4)).abs().max() < 1e-5)  # 每个样本的每一组均值为 0
print(gn.weight.shape, list(gn.buffers()))  # 按通道的仿射参数，没有滑动统计量

# 批次大小为 1 也能用，且训练/评估模式结果相同
print(gn(x[:1]).shape)
gn.eval()
print(torch.equal(gn(x), y))

# 只分 1 组 = 在 (C, H, W) 上归一化，相当于对最后三维做 LayerNorm
one = torch.nn.GroupNorm(1, 8, affine=False)
print(torch.allclose(one(x), F.layer_norm(x, x.shape[1:]), atol=1e-5))
