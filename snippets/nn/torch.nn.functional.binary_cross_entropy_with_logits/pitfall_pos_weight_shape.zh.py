import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(2, 3, device=device)  # 批次大小为 2，3 个标签
target = torch.ones(2, 3, device=device)
# 按*样本*而不是按标签给权重：它会沿最后一维广播
F.binary_cross_entropy_with_logits(logits, target, pos_weight=torch.tensor([1.0, 2.0], device=device))
