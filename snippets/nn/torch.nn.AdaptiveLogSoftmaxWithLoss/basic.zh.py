import torch

torch.manual_seed(0)

# 10 个类别，编号按频率排序：0-1 在头部，2-4 和 5-9 分别在两个尾部簇
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(in_features=16, n_classes=10, cutoffs=[2, 5], div_value=2.0)
print(asm.head)
print([tuple(m.weight.shape for m in cluster) for cluster in asm.tail])

hidden = torch.randn(4, 16)
target = torch.tensor([0, 1, 3, 8])
out = asm(hidden, target)
print(out._fields)
print(out.output.shape)  # 每个样本自身目标类别的对数概率
print(out.loss)  # 即 -out.output 的均值
out.loss.backward()

# 需要完整分布或最可能的类别时
log_probs = asm.log_prob(hidden)
print(log_probs.shape, log_probs.exp().sum(dim=1))
print(asm.predict(hidden))
print(torch.equal(asm.predict(hidden), log_probs.argmax(dim=1)))
