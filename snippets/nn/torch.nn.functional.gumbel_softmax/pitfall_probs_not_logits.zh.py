import torch
import torch.nn.functional as F

torch.manual_seed(0)
probs = torch.tensor([0.7, 0.2, 0.1])  # 已经是概率分布
samples = F.gumbel_softmax(probs.expand(20000, 3), hard=True)
print(samples.mean(0))  # 比 0.7 / 0.2 / 0.1 平坦得多
samples = F.gumbel_softmax(probs.log().expand(20000, 3), hard=True)
print(samples.mean(0))  # 应该传入对数概率
