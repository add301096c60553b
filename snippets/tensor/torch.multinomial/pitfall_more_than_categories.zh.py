import torch

torch.manual_seed(0)
class_weights = torch.tensor([0.2, 0.3, 0.5])
# 本意：按权重抽取一批 8 个类别 id
torch.multinomial(class_weights, 8)   # 不放回时最多只能抽 3 个
