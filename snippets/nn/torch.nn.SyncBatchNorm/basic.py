import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.BatchNorm2d(8), torch.nn.ReLU())

# before wrapping in DistributedDataParallel: swap every BatchNorm*d for SyncBatchNorm
model = torch.nn.SyncBatchNorm.convert_sync_batchnorm(model)
print(model[1])

# without an initialised process group it computes exactly what BatchNorm2d would
sync = torch.nn.SyncBatchNorm(3)
bn = torch.nn.BatchNorm2d(3)
x = torch.randn(4, 3, 5, 5)
print(torch.allclose(sync(x), bn(x), atol=1e-6), torch.allclose(sync.running_mean, bn.running_mean))
