import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
X = torch.randn(500, 3) * torch.tensor([3.0, 1.0, 0.2]) + torch.tensor([5.0, -2.0, 1.0])
U, S, V = torch.pca_lowrank(X, q=2)

scores = X @ V  # projecting the raw data: pca_lowrank centered internally, this does not
print(scores.mean(dim=0))  # shifted by mean @ V, not zero

scores = (X - X.mean(dim=0)) @ V
print(scores.mean(dim=0).abs().max() < 1e-4)
