import torch

bn = torch.nn.BatchNorm2d(3)
torch.nn.SyncBatchNorm.convert_sync_batchnorm(bn)  # 忽略了返回值
print(type(bn).__name__)  # 仍是 BatchNorm2d：顶层的 BN 是被替换，而不是被修改

bn = torch.nn.SyncBatchNorm.convert_sync_batchnorm(bn)
print(type(bn).__name__)
