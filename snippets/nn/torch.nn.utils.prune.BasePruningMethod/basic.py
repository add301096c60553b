import torch
import torch.nn.utils.prune as prune
from torch import nn


class ThresholdPruning(prune.BasePruningMethod):
    PRUNING_TYPE = "unstructured"  # needed for global_unstructured and repeated pruning

    def __init__(self, threshold):
        self.threshold = threshold

    def compute_mask(self, t, default_mask):
        # keep what earlier pruning kept, and drop small entries
        return default_mask * (t.abs() > self.threshold)


def threshold_pruning(module, name, threshold):  # the usual function form
    ThresholdPruning.apply(module, name, threshold=threshold)
    return module


torch.manual_seed(0)
layer = nn.Linear(4, 3)
threshold_pruning(layer, "weight", threshold=0.3)
print(int((layer.weight == 0).sum()))

# Pruning the same tensor again: the hook becomes a PruningContainer
prune.l1_unstructured(layer, "weight", amount=2)
hook = next(iter(layer._forward_pre_hooks.values()))
print(type(hook).__name__, [type(m).__name__ for m in hook])
print(int((layer.weight == 0).sum()))

# Works with global pruning, since PRUNING_TYPE is "unstructured"
a, b = nn.Linear(4, 4), nn.Linear(4, 4)
prune.global_unstructured([(a, "weight"), (b, "weight")], pruning_method=ThresholdPruning, threshold=0.3)
print(prune.is_pruned(a), prune.is_pruned(b))
