import torch
import torch.nn.utils.prune as prune
from torch import nn


class ThresholdPruning(prune.BasePruningMethod):
    PRUNING_TYPE = "unstructured"  # global_unstructured 和重复剪枝都需要它

    def __init__(self, threshold):
        self.threshold = threshold

    def compute_mask(self, t, default_mask):
        # 保留之前剪枝留下的部分，再去掉小的元素
        return default_mask * (t.abs() > self.threshold)


def threshold_pruning(module, name, threshold):  # 常见的函数形式
    ThresholdPruning.apply(module, name, threshold=threshold)
    return module


torch.manual_seed(0)
layer = nn.Linear(4, 3)
threshold_pruning(layer, "weight", threshold=0.3)
print(int((layer.weight == 0).sum()))

# 对同一张量再剪一次：钩子变成 PruningContainer
prune.l1_unstructured(layer, "weight", amount=2)
hook = next(iter(layer._forward_pre_hooks.values()))
print(type(hook).__name__, [type(m).__name__ for m in hook])
print(int((layer.weight == 0).sum()))

# 因为 PRUNING_TYPE 是 "unstructured"，也能用于全局剪枝
a, b = nn.Linear(4, 4), nn.Linear(4, 4)
prune.global_unstructured([(a, "weight"), (b, "weight")], pruning_method=ThresholdPruning, threshold=0.3)
print(prune.is_pruned(a), prune.is_pruned(b))
