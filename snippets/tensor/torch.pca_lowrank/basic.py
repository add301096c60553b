import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
# 500 samples with 3 features: spread 3.0, 1.0, 0.2 along the axes, mean (5, -2, 1)
X = torch.randn(500, 3) * torch.tensor([3.0, 1.0, 0.2]) + torch.tensor([5.0, -2.0, 1.0])

U, S, V = torch.pca_lowrank(X, q=2)  # centers X by default
print(V)  # principal directions, one per column
print(S**2 / (X.shape[0] - 1))  # variance along each direction

scores = (X - X.mean(dim=0)) @ V  # project the centered data
print(scores.shape, scores.var(dim=0))
