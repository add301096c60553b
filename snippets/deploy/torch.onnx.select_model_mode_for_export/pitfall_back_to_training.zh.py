import torch
import torch.nn as nn
from torch.onnx import TrainingMode, select_model_mode_for_export

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Dropout(0.5))
with select_model_mode_for_export(model, TrainingMode.EVAL):
    onnx_program = torch.onnx.export(model, (torch.randn(2, 8),), verbose=False)

# 在 with 块之后检查导出结果：模型又回到训练模式，dropout 生效了。
x = torch.randn(2, 8)
print("model.training:", model.training)
print("ONNX matches eager:", torch.allclose(onnx_program(x)[0], model(x), atol=1e-5))
