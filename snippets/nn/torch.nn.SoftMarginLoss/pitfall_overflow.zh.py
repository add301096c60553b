import torch
import torch.nn.functional as F

logits = torch.tensor([-80.0, -88.0, -89.0, -100.0])  # 错得很自信的预测
target = torch.ones(4)

print(F.soft_margin_loss(logits, target, reduction="none"))  # exp(89) 超出 float32 的范围
print(F.binary_cross_entropy_with_logits(logits, target, reduction="none"))  # 始终有限
