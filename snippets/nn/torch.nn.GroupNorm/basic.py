import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 8, 5, 5) * 3 + 2  # (N, C, H, W)

gn = torch.nn.GroupNorm(num_groups=4, num_channels=8)  # 4 groups of 2 channels
y = gn(x)
groups = y.view(2, 4, 2, 5, 5)  # (N, group, channels in group, H, W)
print(groups.mean(dim=(2, 3, 4)).abs().max() < 1e-5)  # mean 0 per sample and group
print(gn.weight.shape, list(gn.buffers()))  # per-channel affine, no running stats

# batch size 1 works, and train/eval give the same result
print(gn(x[:1]).shape)
gn.eval()
print(torch.equal(gn(x), y))

# one group = normalise over (C, H, W), like LayerNorm over the last three dims
one = torch.nn.GroupNorm(1, 8, affine=False)
print(torch.allclose(one(x), F.layer_norm(x, x.shape[1:]), atol=1e-5))
