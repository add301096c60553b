import torch
from torch import nn

torch.manual_seed(0)
plain = nn.InstanceNorm2d(3)
lazy = nn.LazyInstanceNorm2d()
print(plain.affine, plain.track_running_stats)
print(lazy.affine, lazy.track_running_stats)  # different defaults

x = torch.randn(4, 3, 5, 5) * 3 + 2
plain(x)
lazy(x)  # training step: the lazy one also updates running stats
plain.eval()
lazy.eval()
y = torch.randn(1, 3, 5, 5) * 3 + 2
print(round(plain(y).mean().item(), 4))  # normalised with y's own statistics
print(round(lazy(y).mean().item(), 4))  # normalised with the running stats instead
