import torch
from torch import nn
from torch.nn.utils import fuse_conv_bn_eval, fuse_conv_bn_weights, fuse_linear_bn_eval

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU())
model(torch.randn(8, 3, 9, 9))  # training mode: BN collects running statistics
model.eval()

x = torch.randn(2, 3, 9, 9)
expected = model(x)

fused_conv = fuse_conv_bn_eval(model[0], model[1])  # a new Conv2d; the originals are untouched
model[0], model[1] = fused_conv, nn.Identity()  # swap it in and drop the BN
print(torch.allclose(model(x), expected, atol=1e-5))
print(model)

# Linear + BatchNorm1d works the same way
lin, bn = nn.Linear(3, 4).eval(), nn.BatchNorm1d(4).eval()
v = torch.randn(5, 3)
print(torch.allclose(fuse_linear_bn_eval(lin, bn)(v), bn(lin(v)), atol=1e-6))

# The weight-level function, for code that holds tensors instead of modules
conv, bn2 = nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4)
w, b = fuse_conv_bn_weights(conv.weight, conv.bias, bn2.running_mean, bn2.running_var, bn2.eps, bn2.weight, bn2.bias)
print(type(w).__name__, w.shape, b.shape)
