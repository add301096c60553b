import torch

# pos_weight 必须是张量，不能是 Python 数值
torch.nn.BCEWithLogitsLoss(pos_weight=3.0)
