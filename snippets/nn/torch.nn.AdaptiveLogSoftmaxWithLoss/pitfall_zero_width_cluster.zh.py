import torch

torch.manual_seed(0)
# 默认 div_value=4.0：第 i 个簇投影到 16 // 4 ** (i + 1) 个特征
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[2, 5])
print(asm.tail[1][0])  # 16 // 16 = 1 个特征

small = torch.nn.AdaptiveLogSoftmaxWithLoss(8, 10, cutoffs=[2, 5])
print(small.tail[1][0])  # 8 // 16 = 0 个特征
# 无论输入是什么，这个簇里所有类别的对数概率都相同
print(small.log_prob(torch.randn(3, 8))[:, 5:])
