import torch
import torch.nn.functional as F

x = torch.arange(7.0).view(1, 1, 7)  # (N, C, L)
print(torch.nn.AdaptiveAvgPool1d(3)(x))  # windows [0, 3), [2, 5), [4, 7)
print(torch.equal(F.adaptive_avg_pool1d(x, 3), torch.nn.AdaptiveAvgPool1d(3)(x)))

torch.manual_seed(0)
clips = torch.randn(2, 64, 8, 14, 14)  # (N, C, D, H, W)
print(torch.nn.AdaptiveAvgPool3d(1)(clips).shape)  # global pooling of a video
print(torch.nn.AdaptiveAvgPool3d((None, 1, 1))(clips).shape)  # keep time, pool space
