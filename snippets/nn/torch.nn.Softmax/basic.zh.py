import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

softmax = torch.nn.Softmax(dim=1)
logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 1.0, 1.0]], device=device)  # (batch=2, classes=3)
probs = softmax(logits)
print(probs)
print(probs.sum(dim=1))  # 每行之和为 1

# 序列输出 (batch, seq_len, classes)：在最后一维上归一化
seq_logits = torch.zeros(2, 4, 3, device=device)
print(torch.nn.Softmax(dim=-1)(seq_logits).sum(dim=-1))
