import torch
import torch.nn.functional as F

logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 2.0, 1000.0]])      # 批次大小 2，3 个类别

logp = torch.log_softmax(logits, dim=1)          # 在类别维度上计算
print(logp)
print(logp.exp().sum(dim=1))                     # 每一行都是一个概率分布

target = torch.tensor([2, 2])
print(F.nll_loss(logp, target))                  # NLLLoss 要求输入对数概率
print(F.cross_entropy(logits, target))           # 直接从原始 logits 算出相同的损失

half = logits.half()
print(torch.log_softmax(half, dim=1, dtype=torch.float32).dtype)  # 以 float32 计算
