import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(2, 5, 7, device=device)
targets = torch.zeros(2, 5, dtype=torch.long, device=device)

# 把两者分别展平为 (N, C) 和 (N,)。
loss = F.cross_entropy(logits.view(-1, 7), targets.view(-1))
print(logits.view(-1, 7).shape, targets.view(-1).shape, round(loss.item(), 4))

# 或者把类别移到第 1 维：(batch, classes, seq_len)，目标为 (batch, seq_len)。
loss = F.cross_entropy(logits.permute(0, 2, 1), targets)
print(round(loss.item(), 4))
