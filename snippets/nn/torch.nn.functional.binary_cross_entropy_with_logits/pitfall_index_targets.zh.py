import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 多分类问题（3 个类别）且标签为类别索引：这该用 cross_entropy，
# 而不是 BCE，BCE 需要每个 logit 对应一个 0/1 目标
logits = torch.zeros(2, 3, device=device)
target = torch.tensor([0.0, 2.0], device=device)
F.binary_cross_entropy_with_logits(logits, target)
