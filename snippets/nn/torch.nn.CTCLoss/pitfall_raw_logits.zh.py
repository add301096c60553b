import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(8, 2, 5)  # (T, N, C)，线性层直接输出的分数
targets = torch.tensor([[1, 2, 2], [3, 4, 1]])
input_lengths = torch.tensor([8, 8])
target_lengths = torch.tensor([3, 3])

args = (targets, input_lengths, target_lengths)
print(F.ctc_loss(logits.log_softmax(dim=2), *args, reduction="none"))  # 正确
print(F.ctc_loss(logits, *args, reduction="none"))                     # 原始分数：为负，不报错
print(F.ctc_loss(logits.softmax(dim=2), *args, reduction="none"))      # 概率：同样是错的
