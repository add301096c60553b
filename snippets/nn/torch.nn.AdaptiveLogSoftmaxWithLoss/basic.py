import torch

torch.manual_seed(0)

# 10 classes, ids sorted by frequency: 0-1 in the head, 2-4 and 5-9 in two tail clusters
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(in_features=16, n_classes=10, cutoffs=[2, 5], div_value=2.0)
print(asm.head)
print([tuple(m.weight.shape for m in cluster) for cluster in asm.tail])

hidden = torch.randn(4, 16)
target = torch.tensor([0, 1, 3, 8])
out = asm(hidden, target)
print(out._fields)
print(out.output.shape)  # log-probability of each sample's own target
print(out.loss)  # the mean of -out.output
out.loss.backward()

# The full distribution and the most likely class, when you need them
log_probs = asm.log_prob(hidden)
print(log_probs.shape, log_probs.exp().sum(dim=1))
print(asm.predict(hidden))
print(torch.equal(asm.predict(hidden), log_probs.argmax(dim=1)))
