import torch

torch.manual_seed(0)
features = torch.randn(100, 3)         # the usual layout: 100 samples, 3 features

print(torch.cov(features).shape)       # 100 x 100: the samples were taken as variables
print(torch.cov(features.T).shape)     # 3 x 3: transpose so that rows are features
print(torch.corrcoef(features.T).shape)
