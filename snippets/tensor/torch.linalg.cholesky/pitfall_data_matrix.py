import torch

torch.manual_seed(0)
samples = torch.randn(100, 3)  # 100 observations of 3 variables

L = torch.linalg.cholesky(samples)  # meant: the covariance of the samples
