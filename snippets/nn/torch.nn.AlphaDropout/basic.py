import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(10000, 64)  # standardised input, as in a SELU network
drop = torch.nn.AlphaDropout(p=0.2)
y = drop(x)
print(round(y.mean().item(), 2), round(y.std().item(), 2))  # mean ~0 and std ~1 are kept
print(y[0, :6])  # dropped elements share one negative value, not 0

z = torch.nn.FeatureAlphaDropout(p=0.5)(torch.ones(1, 4, 2, 2))
print(z[0].flatten(1))  # the channel-wise variant: a dropped channel takes one value everywhere

drop.eval()
print(torch.equal(drop(x), x))  # identity in eval mode
print(torch.equal(F.alpha_dropout(x, 0.2, training=True), x))
