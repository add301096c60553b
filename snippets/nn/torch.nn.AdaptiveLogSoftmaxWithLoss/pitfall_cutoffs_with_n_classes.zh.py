import torch

n_classes = 10
# 最后一个簇隐含地以 n_classes 结尾；把 n_classes 写进 cutoffs 会被拒绝
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, n_classes, cutoffs=[2, 5, n_classes])
