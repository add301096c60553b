import torch

torch.manual_seed(0)
samples = torch.randn(100, 3)  # 3 个变量的 100 个观测值

L = torch.linalg.cholesky(samples)  # 本意是求样本的协方差矩阵
