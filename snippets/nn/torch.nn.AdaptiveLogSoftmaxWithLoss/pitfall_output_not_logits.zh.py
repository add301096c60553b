import torch

torch.manual_seed(0)
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[2, 5], div_value=2.0)
hidden = torch.randn(4, 16)
target = torch.tensor([0, 1, 3, 8])

output, loss = asm(hidden, target)
# 不是 (4, 10) 的分数：每个样本只有一个值，即其目标类别的对数概率
print(output.shape)
print(output)
# 对它取 argmax 没有意义；要得到类别请用 predict() 或 log_prob()
print(asm.predict(hidden))
