import torch

features = torch.randn(64)  # 单个无批次的特征向量
torch.nn.FeatureAlphaDropout(0.1)(features)
