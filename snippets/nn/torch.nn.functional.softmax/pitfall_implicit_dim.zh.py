import torch
import torch.nn.functional as F

torch.manual_seed(0)
scores = torch.randn(2, 4, 5)  # (batch, seq_len, classes)

probs = F.softmax(scores)  # 未指定 dim：只有一个 UserWarning，而对三维输入 torch 会选 dim=0
print(probs.sum(dim=-1)[0])  # 类别之和并不为 1
print(probs.sum(dim=0)[0])  # 批次维上的和才是 1
