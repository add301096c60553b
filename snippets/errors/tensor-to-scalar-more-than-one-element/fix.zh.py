import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(3, 5)
target = torch.tensor([1, 0, 4])

loss = F.cross_entropy(logits, target, reduction="none")
print("mean loss:", round(loss.mean().item(), 4))  # 先归约成一个元素
print("per sample:", [round(v, 4) for v in loss.tolist()])  # 或者取出所有值
accuracy = (logits.argmax(dim=1) == target).float().mean().item()
print("accuracy:", accuracy)
