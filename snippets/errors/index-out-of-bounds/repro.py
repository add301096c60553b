import torch

features = torch.arange(12.0).reshape(3, 4)  # 3 samples, 4 features
print(features.shape)
feature_3 = features[3]  # meant column 3, but this indexes row 3 of 3 rows
