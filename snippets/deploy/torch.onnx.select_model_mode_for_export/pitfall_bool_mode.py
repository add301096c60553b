import torch.nn as nn
from torch.onnx import select_model_mode_for_export

model = nn.Sequential(nn.Linear(8, 8), nn.Dropout(0.5))
with select_model_mode_for_export(model, False):  # reads like "training=False"
    pass
