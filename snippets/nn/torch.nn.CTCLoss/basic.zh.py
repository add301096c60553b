import torch
import torch.nn.functional as F

torch.manual_seed(0)
T, N, C = 8, 2, 5  # 帧数、批次大小、类别数；类别 0 是空白符
logits = torch.randn(T, N, C, requires_grad=True)
log_probs = logits.log_softmax(dim=2)  # (T, N, C)：沿类别维取对数概率

targets = torch.tensor([[1, 2, 2], [3, 4, 0]])  # (N, S) 补齐；target_lengths 之后的填充值不会被读取
input_lengths = torch.tensor([8, 6])   # 每个样本的有效帧数
target_lengths = torch.tensor([3, 2])  # 每个样本的有效标签数

ctc = torch.nn.CTCLoss(blank=0)
loss = ctc(log_probs, targets, input_lengths, target_lengths)
loss.backward()
print(loss)
print(F.ctc_loss(log_probs, targets, input_lengths, target_lengths, reduction="none"))
print(logits.grad.shape)

# 把目标拼接成一维张量，结果相同
flat = torch.tensor([1, 2, 2, 3, 4])
print(ctc(log_probs, flat, input_lengths, target_lengths))
