import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 4))

to_prune = [(model[0], "weight"), (model[2], "weight")]  # (module, name) 二元组
prune.global_unstructured(to_prune, pruning_method=prune.L1Unstructured, amount=0.5)

# 在全部 96 个权重中剪掉 50%；每层的比例各不相同
for module, name in to_prune:
    mask = getattr(module, name + "_mask")
    print(name, int((mask == 0).sum()), "of", mask.numel())

for module, name in to_prune:
    prune.remove(module, name)
print(prune.is_pruned(model))
