import torch

features = torch.randn(2, 3)             # 创建时没有 requires_grad
features.retain_grad()                   # 它的梯度永远不会被计算
