import torch

logits = torch.tensor([2.0, -1.0, 0.3])   # 模型的原始输出
torch.bernoulli(logits)                   # 需要 [0, 1] 范围内的概率
