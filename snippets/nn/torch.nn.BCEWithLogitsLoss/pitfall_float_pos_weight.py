import torch

# pos_weight must be a tensor, not a Python number
torch.nn.BCEWithLogitsLoss(pos_weight=3.0)
