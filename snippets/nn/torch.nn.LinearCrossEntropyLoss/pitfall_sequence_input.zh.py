import torch

torch.manual_seed(0)
criterion = torch.nn.LinearCrossEntropyLoss(8, 10)
hidden = torch.randn(2, 5, 8)  # 语言模型输出的 (batch, seq_len, in_features)
target = torch.randint(0, 10, (2, 5))

# 先展平就可以：criterion(hidden.reshape(-1, 8), target.reshape(-1))
loss = criterion(hidden, target)
