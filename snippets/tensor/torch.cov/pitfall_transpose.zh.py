import torch

torch.manual_seed(0)
features = torch.randn(100, 3)         # 常见布局：100 个样本，3 个特征

print(torch.cov(features).shape)       # 100 x 100：样本被当成了变量
print(torch.cov(features.T).shape)     # 3 x 3：转置后每行是一个特征
print(torch.corrcoef(features.T).shape)
