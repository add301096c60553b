import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scores = torch.zeros(4, 3, device=device)  # (batch, classes)
weight = torch.ones(4, device=device)      # 每个样本一个权重
scores * weight  # 广播从最后面的维度开始对齐：3 对 4
