import torch

sync = torch.nn.SyncBatchNorm(8)
sync(torch.randn(1, 8, 1, 1))  # batch 1 after global pooling: training mode still needs > 1 value
