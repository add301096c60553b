import torch
from torch.distributions import Categorical

logits = torch.tensor([1.2, -0.3, 0.4])  # 策略头输出的原始分数
dist = Categorical(logits)  # 第一个位置参数是 probs
