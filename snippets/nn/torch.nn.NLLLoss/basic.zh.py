import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])  # (N=2, C=3) 原始得分
target = torch.tensor([0, 2])             # 类别下标，int64

log_probs = F.log_softmax(logits, dim=1)
criterion = torch.nn.NLLLoss()
print(criterion(log_probs, target))
# 与对原始 logits 用 CrossEntropyLoss 得到的数相同
print(torch.nn.CrossEntropyLoss()(logits, target))

# 逐样本损失：目标类别对数概率的相反数
print(torch.nn.NLLLoss(reduction="none")(log_probs, target))
print(-log_probs[torch.arange(2), target])
