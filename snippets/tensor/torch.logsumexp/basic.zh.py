import torch

logits = torch.tensor([[1000.0, 1000.0],
                       [0.0, 1.0]])

print(logits.exp().sum(dim=1).log())      # 朴素公式：exp(1000) 溢出为 inf
print(torch.logsumexp(logits, dim=1))     # 数值稳定：第一行得到 1000 + log(2)
print(logits.logsumexp(dim=1, keepdim=True).shape)
print(torch.logsumexp(logits, dim=(0, 1)))   # 一次对多个维度求值

# 手写 log-softmax，这是调用它最常见的原因
small = torch.tensor([[1.0, 2.0, 3.0]])
print(small - small.logsumexp(dim=1, keepdim=True))
print(torch.log_softmax(small, dim=1))
