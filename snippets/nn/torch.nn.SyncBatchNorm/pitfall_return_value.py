import torch

bn = torch.nn.BatchNorm2d(3)
torch.nn.SyncBatchNorm.convert_sync_batchnorm(bn)  # return value ignored
print(type(bn).__name__)  # still BatchNorm2d: a top-level BN is replaced, not modified

bn = torch.nn.SyncBatchNorm.convert_sync_batchnorm(bn)
print(type(bn).__name__)
