import torch
from torch import nn
from torch.nn.utils import fuse_conv_bn_eval, fuse_conv_bn_weights, fuse_linear_bn_eval

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU())
model(torch.randn(8, 3, 9, 9))  # 训练模式：BN 统计滑动均值和方差
model.eval()

x = torch.randn(2, 3, 9, 9)
expected = model(x)

fused_conv = fuse_conv_bn_eval(model[0], model[1])  # 返回新的 Conv2d，原模块不变
model[0], model[1] = fused_conv, nn.Identity()  # 换进模型，并去掉 BN
print(torch.allclose(model(x), expected, atol=1e-5))
print(model)

# Linear + BatchNorm1d 同理
lin, bn = nn.Linear(3, 4).eval(), nn.BatchNorm1d(4).eval()
v = torch.randn(5, 3)
print(torch.allclose(fuse_linear_bn_eval(lin, bn)(v), bn(lin(v)), atol=1e-6))

# 按张量计算的版本，适合手里只有张量的代码
conv, bn2 = nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4)
w, b = fuse_conv_bn_weights(conv.weight, conv.bias, bn2.running_mean, bn2.running_var, bn2.eps, bn2.weight, bn2.bias)
print(type(w).__name__, w.shape, b.shape)
