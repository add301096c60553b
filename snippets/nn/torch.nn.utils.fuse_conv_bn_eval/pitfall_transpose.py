from torch import nn
from torch.nn.utils import fuse_conv_bn_eval

deconv = nn.ConvTranspose2d(3, 4, 3).eval()  # weight is (in, out, kH, kW)
bn = nn.BatchNorm2d(4).eval()
fuse_conv_bn_eval(deconv, bn)
