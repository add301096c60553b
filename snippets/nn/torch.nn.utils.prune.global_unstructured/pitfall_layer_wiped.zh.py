import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 8))
with torch.no_grad():
    model[2].weight.mul_(100)  # 各层数值尺度不同（例如没有归一化层）

to_prune = [(model[0], "weight"), (model[2], "weight")]
prune.global_unstructured(to_prune, pruning_method=prune.L1Unstructured, amount=0.5)
print(int((model[0].weight == 0).sum()), int((model[2].weight == 0).sum()))  # 第 0 层被整个剪光，第 2 层原封不动
