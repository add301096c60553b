import torch.nn.utils.prune as prune
from torch import nn


class ThresholdPruning(prune.BasePruningMethod):
    PRUNING_TYPE = "unstructured"

    def __init__(self, threshold):
        self.threshold = threshold

    def compute_mask(self, t, default_mask):
        return default_mask * (t.abs() > self.threshold)


method = ThresholdPruning(0.3)
method.apply(nn.Linear(4, 3), "weight")  # apply 是类方法：它会重新构造一个实例
