import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
target = torch.tensor([0, 2, -100, 1])  # -100 表示填充位置
# ignore_index 被改掉了，所以 -100 现在只是一个无效的类别。
loss = F.cross_entropy(logits, target, ignore_index=0)
