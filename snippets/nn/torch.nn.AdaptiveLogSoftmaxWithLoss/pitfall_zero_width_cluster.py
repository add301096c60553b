import torch

torch.manual_seed(0)
# Default div_value=4.0: cluster i projects to 16 // 4 ** (i + 1) features
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[2, 5])
print(asm.tail[1][0])  # 16 // 16 = 1 feature

small = torch.nn.AdaptiveLogSoftmaxWithLoss(8, 10, cutoffs=[2, 5])
print(small.tail[1][0])  # 8 // 16 = 0 features
# Every class of that cluster gets the same log-probability, whatever the input
print(small.log_prob(torch.randn(3, 8))[:, 5:])
