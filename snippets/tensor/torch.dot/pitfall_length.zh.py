import torch

weights = torch.tensor([0.2, 0.3, 0.5])
features = torch.tensor([1.0, 2.0, 3.0, 4.0])  # 比 weights 多一个特征

score = torch.dot(weights, features)
