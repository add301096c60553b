import torch

torch.manual_seed(0)
bn = torch.nn.BatchNorm2d(3)  # one (gamma, beta) and one running mean/var per channel
x = torch.randn(8, 3, 5, 5) * 2 + 1  # (N, C, H, W)

y = bn(x)  # training mode: statistics over (N, H, W) of this batch
print(y.mean(dim=(0, 2, 3)).abs().max() < 1e-5)
print(bn.running_mean, bn.num_batches_tracked)  # moved 10% (momentum=0.1) towards the batch mean

bn.eval()  # eval mode: uses the running statistics, updates nothing
one = bn(x[:1])
print(torch.allclose(one, bn(x)[:1], atol=1e-6))  # a sample's output no longer depends on the batch
print(bn.num_batches_tracked)
