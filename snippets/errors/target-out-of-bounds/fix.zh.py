import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
target = torch.tensor([0, 2, -100, 1])
print("labels in range:", bool(((target >= 0) & (target < logits.shape[1]) | (target == -100)).all()))
loss = F.cross_entropy(logits, target)  # 默认的 ignore_index=-100 会跳过填充位置
print(round(loss.item(), 4))

seq_logits = torch.randn(2, 5, 3)  # [N, L, C]
seq_target = torch.randint(0, 3, (2, 5))
print(F.cross_entropy(seq_logits.permute(0, 2, 1), seq_target).shape)  # 类别必须在第 1 维
