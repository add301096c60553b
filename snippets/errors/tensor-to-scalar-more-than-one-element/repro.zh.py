import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(3, 5)
target = torch.tensor([1, 0, 4])

loss = F.cross_entropy(logits, target, reduction="none")  # 每个样本一个损失：形状为 [3]
print(loss.shape)
print("loss:", loss.item())
