import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# reduction="none" 给出逐元素的损失项，可用来构造自定义损失，例如 focal loss
logits = torch.tensor([3.0, -3.0, 0.2], device=device)
target = torch.tensor([1.0, 1.0, 0.0], device=device)

bce = F.binary_cross_entropy_with_logits(logits, target, reduction="none")
p_t = torch.exp(-bce)  # 分配给真实标签的概率
gamma = 2.0
focal = (1 - p_t) ** gamma * bce
print(bce)
print(focal)  # 简单样本（索引 0）被降权最多
print(focal.mean())
