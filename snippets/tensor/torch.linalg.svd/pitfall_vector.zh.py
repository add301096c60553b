import torch

embedding = torch.randn(5)  # 一个向量，不是矩阵

U, S, Vh = torch.linalg.svd(embedding)
