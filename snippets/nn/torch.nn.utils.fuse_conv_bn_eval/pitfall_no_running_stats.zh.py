from torch import nn
from torch.nn.utils import fuse_conv_bn_eval

conv = nn.Conv2d(3, 4, 3).eval()
bn = nn.BatchNorm2d(4, track_running_stats=False).eval()  # 评估时也用批次统计量归一化
fuse_conv_bn_eval(conv, bn)
