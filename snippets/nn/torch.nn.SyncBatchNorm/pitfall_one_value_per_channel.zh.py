import torch

sync = torch.nn.SyncBatchNorm(8)
sync(torch.randn(1, 8, 1, 1))  # 全局池化后批次大小为 1：训练模式下仍然需要多于 1 个值
