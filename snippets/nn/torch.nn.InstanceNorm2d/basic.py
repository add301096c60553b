import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 4, 4) * 5 + 2
norm = torch.nn.InstanceNorm2d(3)
print(norm)  # affine=False, track_running_stats=False by default
print(len(list(norm.parameters())), norm.running_mean)  # no parameters, no buffers
y = norm(x)
print(y.mean(dim=(2, 3))[0])  # each (sample, channel) plane has mean 0 ...
print(y.var(dim=(2, 3), unbiased=False)[0])  # ... and variance 1
norm.eval()
print(torch.allclose(norm(x), y))  # eval mode still uses the input's own statistics
print(torch.allclose(F.instance_norm(x), y))
print(torch.nn.InstanceNorm1d(3)(torch.randn(2, 3, 10)).shape)  # (N, C, L)
