import torch

torch.manual_seed(0)
features = torch.randn(4, 3) * 10  # (N, features)，像给 BatchNorm1d 那样传入
out = torch.nn.InstanceNorm1d(3)(features)  # 被当作无批次的 (C=4, L=3)
print(out.var(dim=1, unbiased=False))  # 每个样本在自己的特征上归一化，相当于 LayerNorm
