import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.BatchNorm2d(8), torch.nn.ReLU())

# 在用 DistributedDataParallel 包装之前：把所有 BatchNorm*d 换成 SyncBatchNorm
model = torch.nn.SyncBatchNorm.convert_sync_batchnorm(model)
print(model[1])

# 未初始化进程组时，它的计算结果与 BatchNorm2d 完全一致
sync = torch.nn.SyncBatchNorm(3)
bn = torch.nn.BatchNorm2d(3)
x = torch.randn(4, 3, 5, 5)
print(torch.allclose(sync(x), bn(x), atol=1e-6), torch.allclose(sync.running_mean, bn.running_mean))
