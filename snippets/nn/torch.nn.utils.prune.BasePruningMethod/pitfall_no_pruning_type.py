import torch.nn.utils.prune as prune
from torch import nn


class ThresholdPruning(prune.BasePruningMethod):
    def __init__(self, threshold):
        self.threshold = threshold

    def compute_mask(self, t, default_mask):
        return default_mask * (t.abs() > self.threshold)


layers = [nn.Linear(4, 4), nn.Linear(4, 4)]
prune.global_unstructured([(m, "weight") for m in layers], pruning_method=ThresholdPruning, threshold=0.3)
