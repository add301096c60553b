import torch

features = torch.arange(12.0).reshape(3, 4)  # 3 个样本，4 个特征
print(features.shape)
feature_3 = features[3]  # 本想取第 3 列，但这样索引的是第 3 行，而总共只有 3 行
