import torch

n_classes = 10
# The last cluster ends at n_classes implicitly; listing n_classes is rejected
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, n_classes, cutoffs=[2, 5, n_classes])
