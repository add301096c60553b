import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
# 500 个样本、3 个特征：沿各轴的离散程度为 3.0、1.0、0.2，均值为 (5, -2, 1)
X = torch.randn(500, 3) * torch.tensor([3.0, 1.0, 0.2]) + torch.tensor([5.0, -2.0, 1.0])

U, S, V = torch.pca_lowrank(X, q=2)  # 默认先对 X 中心化
print(V)  # 主成分方向，每列一个
print(S**2 / (X.shape[0] - 1))  # 沿各方向的方差

scores = (X - X.mean(dim=0)) @ V  # 投影中心化后的数据
print(scores.shape, scores.var(dim=0))
