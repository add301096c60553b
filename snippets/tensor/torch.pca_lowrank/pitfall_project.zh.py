import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
X = torch.randn(500, 3) * torch.tensor([3.0, 1.0, 0.2]) + torch.tensor([5.0, -2.0, 1.0])
U, S, V = torch.pca_lowrank(X, q=2)

scores = X @ V  # 投影的是原始数据：pca_lowrank 在内部做了中心化，这里却没有
print(scores.mean(dim=0))  # 平移了 mean @ V，均值不为零

scores = (X - X.mean(dim=0)) @ V
print(scores.mean(dim=0).abs().max() < 1e-4)
