import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# token 分类的输出：(batch=2, seq_len=5, num_classes=3)
logits = torch.zeros(2, 5, 3, device=device)
target = torch.zeros(2, 5, dtype=torch.long, device=device)

print(F.cross_entropy(logits.transpose(1, 2), target))       # (N, C, L)：没问题
print(F.cross_entropy(logits.reshape(-1, 3), target.reshape(-1)))  # 展平后：没问题
F.cross_entropy(logits, target)
